import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiCode } from '@console/shared';
import { sessions } from '../src/db/schema';
import { DRIVERS, as, envelope, login, createTestApp, useTestApp } from './helper';

describe.each(DRIVERS)('auth and sessions on %s', (driver) => {
  const ctx = useTestApp(driver, { login: [] });

  const info = (token: string) => as(ctx.app, token, { method: 'GET', url: '/member-api/member/info' });

  it('logs in through cacheLogin (data is the token) and the mock contract (data is {token})', async () => {
    const cache = await ctx.app.inject({ method: 'POST', url: '/member-api/member/web/cacheLogin', payload: { username: 'admin', password: 'admin' } });
    expect(cache.statusCode).toBe(200);
    expect(envelope(cache)).toMatchObject({ code: ApiCode.success, data: expect.stringMatching(/^[\w-]{43}$/) });

    const mock = await ctx.app.inject({ method: 'POST', url: '/member-api/api/user/login', payload: { username: 'user', password: 'user' } });
    const token = envelope<{ token: string }>(mock).data.token;
    expect((await info(token)).statusCode).toBe(200);
  });

  it('refuses wrong credentials with 401, code 50000 and a localized message', async () => {
    for (const payload of [{ username: 'admin', password: 'wrong' }, { username: 'nobody', password: 'admin' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/member-api/member/web/cacheLogin',
        headers: { 'accept-language': 'en-US' },
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(envelope(response)).toEqual({ code: ApiCode.failure, msg: 'Account or password error', data: null });
    }
  });

  it('refuses empty fields with 400 and one issue per field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/member-api/member/web/cacheLogin',
      headers: { 'accept-language': 'en-US' },
      payload: { username: '  ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).data).toEqual({
      issues: [
        { path: 'username', message: 'Username cannot be empty' },
        { path: 'password', message: 'Password cannot be empty' },
      ],
    });
  });

  it('answers 401 + 50008 without a token or with an unknown one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/member-api/member/info' });
    expect(none.statusCode).toBe(401);
    expect(envelope(none).code).toBe(ApiCode.illegalToken);
    const unknown = await info('not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(envelope(unknown).code).toBe(ApiCode.illegalToken);
  });

  it('revokes the session on logout: the token stops working at once', async () => {
    const token = await login(ctx.app, 'user');
    const logout = await as(ctx.app, token, { method: 'POST', url: '/member-api/api/user/logout' });
    expect(envelope(logout)).toMatchObject({ code: ApiCode.success, data: null });
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(envelope(after).code).toBe(ApiCode.illegalToken);
  });

  it('expires an idle session with 401 + 50014', async () => {
    const token = await login(ctx.app, 'user');
    const longAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await ctx.testDb.database.db.update(sessions).set({ lastSeenAt: longAgo });
    const response = await info(token);
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe(ApiCode.tokenExpired);
  });

  it('ends the other sessions on a password change: they get 401 + 50012, this one keeps working', async () => {
    const here = await login(ctx.app, 'user');
    const elsewhere = await login(ctx.app, 'user');
    const change = (token: string, payload: object) =>
      as(ctx.app, token, { method: 'POST', url: '/member-api/api/user/password', headers: { 'accept-language': 'en-US' }, payload });

    const weak = await change(here, { oldPassword: 'user', newPassword: 'Ab1' });
    expect(weak.statusCode).toBe(400);
    expect(envelope(weak).data).toEqual({ issues: [{ path: 'newPassword', message: 'At least six characters' }] });

    const wrongOld = await change(here, { oldPassword: 'nope', newPassword: 'Better-Pass1' });
    expect(wrongOld.statusCode).toBe(400);
    expect(envelope(wrongOld).data).toEqual({ issues: [{ path: 'oldPassword', message: 'The current password is incorrect' }] });

    expect((await change(here, { oldPassword: 'user', newPassword: 'Better-Pass1' })).statusCode).toBe(200);
    const ended = await info(elsewhere);
    expect(ended.statusCode).toBe(401);
    expect(envelope(ended).code).toBe(ApiCode.otherClientLoggedIn);
    expect((await info(here)).statusCode).toBe(200);
    await expect(login(ctx.app, 'user', 'Better-Pass1')).resolves.toBeTruthy();
    await expect(login(ctx.app, 'user', 'user')).rejects.toThrow(/failed/);
  });

  describe('brute-force limit', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await createTestApp(ctx.testDb.database, { LOGIN_RATE_LIMIT: '3' });
    });
    afterAll(() => limited?.close());

    const attempt = (username: string, password: string, remoteAddress: string) =>
      limited.inject({ method: 'POST', url: '/member-api/member/web/cacheLogin', remoteAddress, payload: { username, password } });

    it('answers 429 with Retry-After once one username failed too often, even from other addresses', async () => {
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt('admin', 'bad', address)).statusCode).toBe(401);
      const blocked = await attempt('admin', 'admin', '10.0.0.4');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(envelope(blocked).code).toBe(ApiCode.rateLimited);
      expect(envelope(blocked).msg).toMatch(/\d+/);
    });

    it('answers 429 once one address failed too often, whatever the username', async () => {
      for (const name of ['a', 'b', 'c']) expect((await attempt(name, 'bad', '10.0.1.1')).statusCode).toBe(401);
      expect((await attempt('d', 'bad', '10.0.1.1')).statusCode).toBe(429);
      expect((await attempt('d', 'bad', '10.0.1.2')).statusCode).toBe(401);
    });

    it('counts per forwarded client address behind a trusted proxy (TRUST_PROXY)', async () => {
      const proxied = await createTestApp(ctx.testDb.database, { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '1' });
      const viaProxy = (username: string, client: string) =>
        proxied.inject({
          method: 'POST',
          url: '/member-api/member/web/cacheLogin',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { username, password: 'bad' },
        });
      try {
        for (const name of ['p', 'q', 'r']) expect((await viaProxy(name, '203.0.113.7')).statusCode).toBe(401);
        expect((await viaProxy('s', '203.0.113.7')).statusCode).toBe(429);
        expect((await viaProxy('s', '203.0.113.8')).statusCode).toBe(401);
      } finally {
        await proxied.close();
      }
    });
  });
});
