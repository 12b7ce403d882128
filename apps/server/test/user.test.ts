import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiCode, DEFAULT_APP_SETTINGS, buildMenu, userInfoSchema, type UserInfo } from '@console/shared';
import { DRIVERS, as, createTestApp, envelope, login, openTestDatabase, type TestDatabase } from './helper';

describe.each(DRIVERS)('user endpoints on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
    app = await createTestApp(testDb.database);
    [admin, user] = await Promise.all([login(app, 'admin'), login(app, 'user')]);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const switchRole = (token: string, role: string) =>
    as(app, token, { method: 'POST', url: '/member-api/api/user/switch-role', payload: { role } });
  const menu = async (token: string) => envelope(await as(app, token, { method: 'POST', url: '/member-api/api/user/menu' })).data;

  it('returns every profile field with the real active role and the roles held, on each path and method', async () => {
    for (const [method, url] of [['GET', '/member-api/member/info'], ['GET', '/member-api/api/user/info'], ['POST', '/member-api/api/user/info']] as const) {
      const body = envelope<UserInfo>(await as(app, admin, { method, url }));
      expect(userInfoSchema.parse(body.data)).toMatchObject({ role: 'admin', roles: ['admin', 'user'] });
      for (const value of Object.values(body.data)) expect(value).not.toBe('');
    }
    const plain = envelope<UserInfo>(await as(app, user, { method: 'GET', url: '/member-api/member/info' })).data;
    expect(plain).toMatchObject({ role: 'user', roles: ['user'] });
    expect(plain.avatar).toMatch(/^\/member-api\/static\/avatars\/.+\.svg$/);
    expect((await app.inject({ method: 'GET', url: plain.avatar })).headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('switches the active role among the roles held: admin → user → admin', async () => {
    const toUser = await switchRole(admin, 'user');
    expect(envelope<UserInfo>(toUser).data).toMatchObject({ role: 'user', roles: ['admin', 'user'] });
    expect(await menu(admin)).toEqual(buildMenu('user'));
    const toAdmin = await switchRole(admin, 'admin');
    expect(envelope<UserInfo>(toAdmin).data.role).toBe('admin');
    expect(await menu(admin)).toEqual(buildMenu('admin'));
  });

  it('refuses a role the account does not hold with 403 and the envelope', async () => {
    const response = await switchRole(user, 'admin');
    expect(response.statusCode).toBe(403);
    expect(envelope(response)).toMatchObject({ code: ApiCode.forbidden, data: null });
    expect(envelope<UserInfo>(await as(app, user, { method: 'GET', url: '/member-api/member/info' })).data.role).toBe('user');
    expect((await switchRole(user, 'root')).statusCode).toBe(400);
  });

  it('serves the menu of the active role from the shared route table, on GET and POST', async () => {
    expect(await menu(user)).toEqual(buildMenu('user'));
    const viaGet = envelope(await as(app, admin, { method: 'GET', url: '/member-api/api/user/menu' })).data;
    expect(viaGet).toEqual(buildMenu('admin'));
    expect(viaGet).not.toEqual(buildMenu('user'));
  });

  it('returns default settings, saves them per user, and validates them', async () => {
    const get = async (token: string) => envelope(await as(app, token, { method: 'GET', url: '/member-api/api/user/settings' })).data;
    expect(await get(user)).toEqual(DEFAULT_APP_SETTINGS);

    const mine = { ...DEFAULT_APP_SETTINGS, theme: 'dark', themeColor: '#F53F3F', menuWidth: 260, tabBar: true, locale: 'en-US' };
    const put = await as(app, user, { method: 'PUT', url: '/member-api/api/user/settings', payload: mine });
    expect(envelope(put).data).toEqual(mine);
    expect(await get(user)).toEqual(mine);
    expect(await get(admin)).toEqual(DEFAULT_APP_SETTINGS);

    const invalid = await as(app, user, {
      method: 'PUT',
      url: '/member-api/api/user/settings',
      headers: { 'accept-language': 'en-US' },
      payload: { ...mine, themeColor: 'red', menuWidth: 10 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(envelope(invalid).data).toEqual({
      issues: [
        { path: 'themeColor', message: 'Enter a valid colour such as #165DFF' },
        { path: 'menuWidth', message: 'Too small or too short' },
      ],
    });
    expect(await get(user)).toEqual(mine);
  });
});
