import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@console/shared';
import { createUserStore } from '../src/modules/user/user.store';
import { AccountError, createAccount } from '../src/modules/user/user.service';
import { DRIVERS, as, envelope, login, useTestApp } from './helper';

describe.each(DRIVERS)('accounts outside demo mode on %s', (driver) => {
  const ctx = useTestApp(driver, {
    env: { SEED_DEMO: '0', ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'First-Admin1' },
    login: [],
  });

  it('creates the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD and no demo account', async () => {
    const token = await login(ctx.app, 'root', 'First-Admin1');
    const info = envelope<UserInfo>(await as(ctx.app, token, { method: 'GET', url: '/member-api/member/info' })).data;
    expect(info).toMatchObject({ role: 'admin', roles: ['admin', 'user'] });
    await expect(login(ctx.app, 'admin')).rejects.toThrow(/failed/);
  });

  it('creates further accounts (the CLI) with the password rules, refusing taken names', async () => {
    const users = createUserStore(ctx.testDb.database.db);
    await createAccount(users, { username: 'carol', password: 'Carol-Pass1', role: 'user' });
    const token = await login(ctx.app, 'carol', 'Carol-Pass1');
    expect(
      envelope<UserInfo>(await as(ctx.app, token, { method: 'GET', url: '/member-api/member/info' })).data.roles,
    ).toEqual(['user']);
    await expect(createAccount(users, { username: 'carol', password: 'Carol-Pass2', role: 'user' })).rejects.toThrow(
      AccountError,
    );
    await expect(createAccount(users, { username: 'dave', password: 'weak', role: 'user' })).rejects.toThrow(
      /six characters/,
    );
  });
});
