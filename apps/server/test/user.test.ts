import { describe, expect, it } from 'vitest';
import { ApiCode, DEFAULT_APP_SETTINGS, buildMenu, builtinGrant, userInfoSchema, type UserInfo } from '@console/shared';
import { DRIVERS, as, envelope, useTestApp } from './helper';

describe.each(DRIVERS)('user endpoints on %s', (driver) => {
  const ctx = useTestApp(driver);

  const switchRole = (token: string, role: string) =>
    as(ctx.app, token, { method: 'POST', url: '/member-api/api/user/switch-role', payload: { role } });
  const menu = async (token: string) =>
    envelope(await as(ctx.app, token, { method: 'POST', url: '/member-api/api/user/menu' })).data;

  it('returns every profile field with the real active role and the roles held, on each path and method', async () => {
    for (const [method, url] of [
      ['GET', '/member-api/member/info'],
      ['GET', '/member-api/api/user/info'],
      ['POST', '/member-api/api/user/info'],
    ] as const) {
      const body = envelope<UserInfo>(await as(ctx.app, ctx.admin, { method, url }));
      expect(userInfoSchema.parse(body.data)).toMatchObject({ role: 'admin', roles: ['admin', 'user'] });
      for (const value of Object.values(body.data)) expect(value).not.toBe('');
    }
    const plain = envelope<UserInfo>(
      await as(ctx.app, ctx.user, { method: 'GET', url: '/member-api/member/info' }),
    ).data;
    expect(plain).toMatchObject({ role: 'user', roles: ['user'] });
    expect(plain.avatar).toMatch(/^\/member-api\/static\/avatars\/.+\.svg$/);
    expect((await ctx.app.inject({ method: 'GET', url: plain.avatar })).headers['content-type']).toMatch(
      /image\/svg\+xml/,
    );
  });

  it('switches the active role among the roles held: admin → user → admin', async () => {
    const toUser = await switchRole(ctx.admin, 'user');
    expect(envelope<UserInfo>(toUser).data).toMatchObject({ role: 'user', roles: ['admin', 'user'] });
    expect(await menu(ctx.admin)).toEqual(buildMenu(builtinGrant('user')));
    const toAdmin = await switchRole(ctx.admin, 'admin');
    expect(envelope<UserInfo>(toAdmin).data.role).toBe('admin');
    expect(await menu(ctx.admin)).toEqual(buildMenu(builtinGrant('admin')));
  });

  it('refuses a role the account does not hold with 403 and the envelope', async () => {
    const response = await switchRole(ctx.user, 'admin');
    expect(response.statusCode).toBe(403);
    expect(envelope(response)).toMatchObject({ code: ApiCode.forbidden, data: null });
    expect(
      envelope<UserInfo>(await as(ctx.app, ctx.user, { method: 'GET', url: '/member-api/member/info' })).data.role,
    ).toBe('user');
    expect((await switchRole(ctx.user, 'root')).statusCode).toBe(403);
    expect((await switchRole(ctx.user, 'Root!')).statusCode).toBe(400);
  });

  it('serves the menu of the active role from the shared route table, on GET and POST', async () => {
    expect(await menu(ctx.user)).toEqual(buildMenu(builtinGrant('user')));
    const viaGet = envelope(await as(ctx.app, ctx.admin, { method: 'GET', url: '/member-api/api/user/menu' })).data;
    expect(viaGet).toEqual(buildMenu(builtinGrant('admin')));
    expect(viaGet).not.toEqual(buildMenu(builtinGrant('user')));
  });

  it('returns default settings, saves them per user, and validates them', async () => {
    const get = async (token: string) =>
      envelope(await as(ctx.app, token, { method: 'GET', url: '/member-api/api/user/settings' })).data;
    expect(await get(ctx.user)).toEqual(DEFAULT_APP_SETTINGS);

    const mine = {
      ...DEFAULT_APP_SETTINGS,
      theme: 'dark',
      themeColor: '#F53F3F',
      menuWidth: 260,
      tabBar: true,
      locale: 'en-US',
    };
    const put = await as(ctx.app, ctx.user, { method: 'PUT', url: '/member-api/api/user/settings', payload: mine });
    expect(envelope(put).data).toEqual(mine);
    expect(await get(ctx.user)).toEqual(mine);
    expect(await get(ctx.admin)).toEqual(DEFAULT_APP_SETTINGS);

    const invalid = await as(ctx.app, ctx.user, {
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
    expect(await get(ctx.user)).toEqual(mine);
  });
});
