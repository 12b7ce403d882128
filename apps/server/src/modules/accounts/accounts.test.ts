import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ApiCode, LIVE_EVENTS, type AuditLogPage, type UserInfo } from '@console/shared';
import { liveEvents } from '../../db/schema/live';
import type { Account, AccountPage } from '@console/shared/accounts/schemas';
import { DRIVERS, callerOf, envelope, login, useTestApp } from '../../../test/helper';

const ACCOUNTS = '/member-api/api/admin/accounts';
const INFO = '/member-api/member/info';

describe.each(DRIVERS)('account administration on %s', (driver) => {
  const ctx = useTestApp(driver);
  let serial = 0;
  const { call, ok } = callerOf(ctx);
  /** Creates an account as the demo admin; its first password is `Temp-Pass1`. */
  const create = (roles: Account['roles'] = ['user']) =>
    ok<Account>(ctx.admin, {
      method: 'POST',
      url: ACCOUNTS,
      payload: { username: `person.${++serial}`, name: `Person ${serial}`, email: '', roles, password: 'Temp-Pass1' },
    });
  /** Signs the account in and replaces its first password with `Own-Pass1`. */
  const signInReplacing = async (account: Account) => {
    const token = await login(ctx.app, account.username, 'Temp-Pass1');
    await ok(token, {
      method: 'POST',
      url: '/member-api/api/user/password',
      payload: { oldPassword: 'Temp-Pass1', newPassword: 'Own-Pass1' },
    });
    return token;
  };
  const current = async (id: number) =>
    (await ok<AccountPage>(ctx.admin, { method: 'GET', url: `${ACCOUNTS}?pageSize=100` })).list.find(
      (account) => account.id === id,
    )!;

  it('lists, filters, sorts and exports the accounts, for administrators only', async () => {
    const page = await ok<AccountPage>(ctx.admin, { method: 'GET', url: `${ACCOUNTS}?keyword=ADM` });
    expect(page.list.map((account) => account.username)).toEqual(['admin']);
    expect(page.list[0]).toMatchObject({
      roles: ['admin', 'user'],
      status: 'active',
      mustChangePassword: false,
      secondFactor: false,
      passkeys: 0,
    });
    for (const secret of ['passwordHash', 'totpSecret']) expect(page.list[0]).not.toHaveProperty(secret);
    const users = await ok<AccountPage>(ctx.admin, {
      method: 'GET',
      url: `${ACCOUNTS}?role=admin&status=active&sortField=username&sortOrder=ascend`,
    });
    expect(users.list.every((account) => account.roles.includes('admin'))).toBe(true);
    const csv = await call(ctx.admin, {
      method: 'GET',
      url: `${ACCOUNTS}/export?format=csv&keyword=admin`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe('用户名,姓名,邮箱,角色,状态,需修改密码,两步验证,创建时间');
    expect(row).toContain('"admin, user",启用,否,未开启');
    for (const url of [ACCOUNTS, `${ACCOUNTS}/export?format=csv`]) {
      expect((await call(ctx.user, { method: 'GET', url })).statusCode).toBe(403);
    }
  });

  it('creates an account that must replace its first password before anything else', async () => {
    const account = await create();
    expect(account).toMatchObject({ roles: ['user'], status: 'active', mustChangePassword: true, version: 1 });
    const token = await login(ctx.app, account.username, 'Temp-Pass1');
    expect((await ok<UserInfo>(token, { method: 'GET', url: INFO })).mustChangePassword).toBe(true);
    const refused = await call(token, { method: 'GET', url: '/member-api/api/list/policy' });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).msg).toBe('Replace the temporary password before you continue');

    await ok(token, {
      method: 'POST',
      url: '/member-api/api/user/password',
      payload: { oldPassword: 'Temp-Pass1', newPassword: 'Own-Pass1' },
    });
    expect((await ok<UserInfo>(token, { method: 'GET', url: INFO })).mustChangePassword).toBe(false);
    expect((await call(token, { method: 'GET', url: '/member-api/api/list/policy' })).statusCode).toBe(200);
    expect((await current(account.id)).mustChangePassword).toBe(false);
  });

  it('refuses bad input field by field, and a taken username whatever its case', async () => {
    const response = await call(ctx.admin, {
      method: 'POST',
      url: ACCOUNTS,
      payload: { username: 'a b', name: '', email: 'not-mail', roles: [], password: 'lowercase' },
    });
    expect(response.statusCode, response.body).toBe(400);
    const issues = envelope<{ issues: { path: string; message: string }[] }>(response).data.issues;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      username: 'Use 3 to 32 letters, digits, dots, underscores or hyphens',
      name: 'Required',
      email: 'Please enter a valid email address',
      roles: 'Choose at least one role',
      password: 'Must contain both upper and lower case letters',
    });
    const taken = await call(ctx.admin, {
      method: 'POST',
      url: ACCOUNTS,
      payload: { username: 'ADMIN', name: 'Twin', email: '', roles: ['user'], password: 'Temp-Pass1' },
    });
    expect(taken.statusCode).toBe(400);
    expect(envelope<{ issues: unknown[] }>(taken).data.issues).toEqual([
      { path: 'username', message: 'This username is already taken' },
    ]);
  });

  it('edits name, email and roles at the version read; a role taken away is gone at once', async () => {
    const account = await create();
    const token = await signInReplacing(account);
    expect((await call(token, { method: 'GET', url: ACCOUNTS })).statusCode).toBe(403);
    const promoted = await ok<Account>(ctx.admin, {
      method: 'PUT',
      url: `${ACCOUNTS}/${account.id}`,
      payload: { name: 'Promoted', email: 'p@example.com', roles: ['admin', 'user'], version: account.version },
    });
    expect(promoted).toMatchObject({ name: 'Promoted', roles: ['admin', 'user'], version: account.version + 1 });
    await ok(token, { method: 'POST', url: '/member-api/api/user/switch-role', payload: { role: 'admin' } });
    expect((await call(token, { method: 'GET', url: ACCOUNTS })).statusCode).toBe(200);

    const stale = await call(ctx.admin, {
      method: 'PUT',
      url: `${ACCOUNTS}/${account.id}`,
      payload: { name: 'Late', email: '', roles: ['user'], version: account.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(envelope<{ current: Account }>(stale).data.current.name).toBe('Promoted');
    await ok(ctx.admin, {
      method: 'PUT',
      url: `${ACCOUNTS}/${account.id}`,
      payload: { name: 'Promoted', email: '', roles: ['user'], version: promoted.version },
    });
    expect((await call(token, { method: 'GET', url: ACCOUNTS })).statusCode).toBe(403);
    expect((await ok<UserInfo>(token, { method: 'GET', url: INFO })).role).toBe('user');
  });

  it('tells the account’s open tabs of a change of its roles, and of nothing else', async () => {
    const account = await create();
    const told = async () =>
      (
        await ctx.testDb.database.db
          .select({ id: liveEvents.id })
          .from(liveEvents)
          .where(and(eq(liveEvents.type, LIVE_EVENTS.access), eq(liveEvents.userId, account.id)))
      ).length;
    const edit = (payload: Record<string, unknown>) =>
      ok<Account>(ctx.admin, { method: 'PUT', url: `${ACCOUNTS}/${account.id}`, payload });
    const renamed = await edit({ name: 'Renamed', email: 'r@example.com', roles: ['user'], version: account.version });
    expect(await told()).toBe(0);
    const promoted = await edit({ name: 'Renamed', email: '', roles: ['user', 'admin'], version: renamed.version });
    expect(await told()).toBe(1);
    // Demoted again, so that the demo admin stays the only administrator of the other tests.
    await edit({ name: 'Renamed', email: '', roles: ['user'], version: promoted.version });
    expect(await told()).toBe(2);
  });

  it('disables an account: its sessions are refused at once, its sign-in told so only with the right password', async () => {
    const account = await create();
    const token = await signInReplacing(account);
    const disabled = await ok<Account>(ctx.admin, {
      method: 'PATCH',
      url: `${ACCOUNTS}/${account.id}/status`,
      payload: { status: 'disabled', version: (await current(account.id)).version },
    });
    expect(disabled.status).toBe('disabled');
    const refused = await call(token, { method: 'GET', url: INFO });
    expect(refused.statusCode).toBe(401);
    expect(envelope(refused)).toMatchObject({
      code: ApiCode.illegalToken,
      msg: 'This account is disabled. Ask an administrator to enable it',
    });
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/member-api/member/web/cacheLogin',
        headers: { 'accept-language': 'en-US' },
        payload: { username: account.username, password },
      });
    const wrong = await signIn('Wrong-Pass1');
    expect(wrong.statusCode).toBe(401);
    expect(envelope(wrong).msg).not.toMatch(/disabled/);
    const right = await signIn('Own-Pass1');
    expect(right.statusCode).toBe(403);
    expect(envelope(right).msg).toBe('This account is disabled. Ask an administrator to enable it');

    await ok(ctx.admin, {
      method: 'PATCH',
      url: `${ACCOUNTS}/${account.id}/status`,
      payload: { status: 'active', version: disabled.version },
    });
    expect((await signIn('Own-Pass1')).statusCode).toBe(200);
  });

  it('resets a password and ends sessions: the account signs in again, and replaces the temporary one', async () => {
    const account = await create();
    const token = await signInReplacing(account);
    const reset = await ok<Account>(ctx.admin, {
      method: 'POST',
      url: `${ACCOUNTS}/${account.id}/password`,
      payload: { password: 'Temp-Pass2', version: (await current(account.id)).version },
    });
    expect(reset.mustChangePassword).toBe(true);
    const ended = await call(token, { method: 'GET', url: INFO });
    expect(ended.statusCode).toBe(401);
    expect(envelope(ended)).toMatchObject({
      code: ApiCode.otherClientLoggedIn,
      msg: 'An administrator ended your session, please log in again',
    });
    const again = await login(ctx.app, account.username, 'Temp-Pass2');
    expect((await ok<UserInfo>(again, { method: 'GET', url: INFO })).mustChangePassword).toBe(true);

    const second = await login(ctx.app, account.username, 'Temp-Pass2');
    expect(await ok(ctx.admin, { method: 'POST', url: `${ACCOUNTS}/${account.id}/end-sessions` })).toEqual({
      ended: 2,
    });
    for (const session of [again, second]) {
      expect((await call(session, { method: 'GET', url: INFO })).statusCode).toBe(401);
    }
    expect((await call(ctx.admin, { method: 'POST', url: `${ACCOUNTS}/2147483647/end-sessions` })).statusCode).toBe(
      404,
    );
  });

  it('refuses to disable, delete or reset the password of one’s own account, and to remove the last administrator', async () => {
    const me = (await ok<AccountPage>(ctx.admin, { method: 'GET', url: `${ACCOUNTS}?keyword=admin` })).list[0]!;
    const writes: InjectOptions[] = [
      { method: 'PATCH', url: `${ACCOUNTS}/${me.id}/status`, payload: { status: 'disabled', version: me.version } },
      { method: 'DELETE', url: `${ACCOUNTS}/${me.id}` },
      { method: 'POST', url: `${ACCOUNTS}/batch-delete`, payload: { ids: [me.id] } },
      {
        method: 'POST',
        url: `${ACCOUNTS}/${me.id}/password`,
        payload: { password: 'Temp-Pass1', version: me.version },
      },
    ];
    for (const write of writes) {
      const response = await call(ctx.admin, write);
      expect(response.statusCode, String(write.url)).toBe(409);
      expect(envelope(response).msg).toBe('You cannot disable, delete or reset the password of your own account');
    }
    const demoted = await call(ctx.admin, {
      method: 'PUT',
      url: `${ACCOUNTS}/${me.id}`,
      payload: { name: me.name, email: me.email, roles: ['user'], version: me.version },
    });
    expect(demoted.statusCode).toBe(409);
    expect(envelope(demoted).msg).toBe(
      'At least one active administrator must remain. Make another account an administrator first.',
    );
    expect((await current(me.id)).roles).toEqual(['admin', 'user']);
  });

  it('records every change in the audit log, never a password', async () => {
    const account = await create();
    await ok(ctx.admin, { method: 'POST', url: `${ACCOUNTS}/${account.id}/end-sessions` });
    const log = await ok<AuditLogPage>(ctx.admin, {
      method: 'GET',
      url: `/member-api/api/audit-logs?entityType=account&entityId=${account.id}&sortField=createdTime&sortOrder=ascend`,
    });
    expect(log.list.map((entry) => entry.action)).toEqual(['create', 'endSessions']);
    expect(log.list[0]!.after).toMatchObject({ username: account.username, roles: ['user'], mustChangePassword: true });
    expect(JSON.stringify(log.list)).not.toMatch(/password(Hash)?"|Temp-Pass/);
  });
  it('leaves exactly one active administrator when two demote each other at the same moment', async () => {
    // Last: the demo admin steps down, leaving these two, who then demote each other at once.
    const [first, second] = await Promise.all([create(['admin']), create(['admin'])]);
    const [firstToken, secondToken] = await Promise.all([signInReplacing(first!), signInReplacing(second!)]);
    const me = (await ok<AccountPage>(ctx.admin, { method: 'GET', url: `${ACCOUNTS}?keyword=admin` })).list[0]!;
    await ok(ctx.admin, {
      method: 'PUT',
      url: `${ACCOUNTS}/${me.id}`,
      payload: { name: me.name, email: me.email, roles: ['user'], version: me.version },
    });
    const demote = async (token: string, target: Account) => {
      const { version, name, email } = await current(target.id).catch(() => target);
      return call(token, {
        method: 'PUT',
        url: `${ACCOUNTS}/${target.id}`,
        payload: { name, email, roles: ['user'], version },
      });
    };
    const [a, b] = await Promise.all([demote(firstToken, second!), demote(secondToken, first!)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const admins = await ok<AccountPage>(a.statusCode === 200 ? firstToken : secondToken, {
      method: 'GET',
      url: `${ACCOUNTS}?role=admin&status=active`,
    });
    expect(admins.total).toBe(1);
  });
});
