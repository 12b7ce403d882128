import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCode, type UserInfo } from '@console/shared';
import { desc, eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { DRIVERS, THROTTLE_SETUPS, as, envelope, login, createTestApp, useTestApp } from './helper';

describe.each(DRIVERS)('auth and sessions on %s', (driver) => {
  const ctx = useTestApp(driver, { login: [] });

  const info = (token: string) => as(ctx.app, token, { method: 'GET', url: '/member-api/member/info' });

  it('logs in through cacheLogin (data is the token) and the mock contract (data is {token})', async () => {
    const cache = await ctx.app.inject({
      method: 'POST',
      url: '/member-api/member/web/cacheLogin',
      payload: { username: 'admin', password: 'admin' },
    });
    expect(cache.statusCode).toBe(200);
    expect(envelope(cache)).toMatchObject({ code: ApiCode.success, data: expect.stringMatching(/^[\w-]{43}$/) });

    const mock = await ctx.app.inject({
      method: 'POST',
      url: '/member-api/api/user/login',
      payload: { username: 'user', password: 'user' },
    });
    const token = envelope<{ token: string }>(mock).data.token;
    expect((await info(token)).statusCode).toBe(200);
  });

  it('refuses wrong credentials with 401, code 50000 and a localized message', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong' },
      { username: 'nobody', password: 'admin' },
    ]) {
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

  it('tells the signed-in client how long its session may go unused: 7 days by default', async () => {
    const token = await login(ctx.app, 'user');
    expect(envelope<UserInfo>(await info(token)).data.sessionIdleSeconds).toBe(7 * 24 * 60 * 60);
  });

  it('expires an idle session with 401 + 50014', async () => {
    const token = await login(ctx.app, 'user');
    const longAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await ctx.testDb.database.db.update(sessions).set({ lastSeenAt: longAgo });
    const response = await info(token);
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe(ApiCode.tokenExpired);
  });

  it('ends a session 30 days after its sign-in however active it stays, with 401 + 50014', async () => {
    const token = await login(ctx.app, 'user');
    const day = 24 * 60 * 60_000;
    await ctx.testDb.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 29 * day), lastSeenAt: new Date() });
    expect((await info(token)).statusCode).toBe(200);
    await ctx.testDb.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 30 * day - 60_000), lastSeenAt: new Date() });
    const response = await info(token);
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe(ApiCode.tokenExpired);
  });

  it('lists only the sessions that still work: an idle one and one past its 30 days are left out', async () => {
    await login(ctx.app, 'user');
    await login(ctx.app, 'user');
    const here = await login(ctx.app, 'user');
    // The three sign-ins, newest first.
    const newest = (
      await ctx.testDb.database.db.select({ id: sessions.id }).from(sessions).orderBy(desc(sessions.id)).limit(3)
    ).map((row) => row.id);
    const [oldId, idleId] = [newest[1]!, newest[2]!];
    const day = 24 * 60 * 60_000;
    const list = async () =>
      envelope<{ id: number; current: boolean }[]>(
        await as(ctx.app, here, { method: 'GET', url: '/member-api/api/user/sessions' }),
      ).data;
    const before = await list();
    expect(before.map((s) => s.id)).toEqual(expect.arrayContaining([idleId, oldId]));

    await ctx.testDb.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * day) })
      .where(eq(sessions.id, idleId));
    await ctx.testDb.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * day) })
      .where(eq(sessions.id, oldId));

    const after = await list();
    expect(after.map((s) => s.id)).not.toContain(idleId);
    expect(after.map((s) => s.id)).not.toContain(oldId);
    expect(after.filter((s) => s.current)).toHaveLength(1);
    expect(after.length).toBe(before.length - 2);
  });

  it('ends the other sessions on a password change: they get 401 + 50012, this one keeps working', async () => {
    const here = await login(ctx.app, 'user');
    const elsewhere = await login(ctx.app, 'user');
    const change = (token: string, payload: object) =>
      as(ctx.app, token, {
        method: 'POST',
        url: '/member-api/api/user/password',
        headers: { 'accept-language': 'en-US' },
        payload,
      });

    const weak = await change(here, { oldPassword: 'user', newPassword: 'Ab1' });
    expect(weak.statusCode).toBe(400);
    expect(envelope(weak).data).toEqual({ issues: [{ path: 'newPassword', message: 'At least six characters' }] });

    const wrongOld = await change(here, { oldPassword: 'nope', newPassword: 'Better-Pass1' });
    expect(wrongOld.statusCode).toBe(400);
    expect(envelope(wrongOld).data).toEqual({
      issues: [{ path: 'oldPassword', message: 'The current password is incorrect' }],
    });

    expect((await change(here, { oldPassword: 'user', newPassword: 'Better-Pass1' })).statusCode).toBe(200);
    const ended = await info(elsewhere);
    expect(ended.statusCode).toBe(401);
    expect(envelope(ended).code).toBe(ApiCode.otherClientLoggedIn);
    expect((await info(here)).statusCode).toBe(200);
    await expect(login(ctx.app, 'user', 'Better-Pass1')).resolves.toBeTruthy();
    await expect(login(ctx.app, 'user', 'user')).rejects.toThrow(/failed/);
  });
});

describe.each(DRIVERS)('the idle time the profile tells on %s', (driver) => {
  const ctx = useTestApp(driver, { env: { SESSION_IDLE_MINUTES: '15' }, login: ['admin'] });
  const lastUsed = (minutesAgo: number) =>
    ctx.testDb.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) });

  it('gives SESSION_IDLE_MINUTES in seconds with the profile, its role switch included, and ends a session idle longer', async () => {
    for (const [method, url] of [
      ['GET', '/member-api/member/info'],
      ['GET', '/member-api/api/user/info'],
      ['POST', '/member-api/api/user/info'],
    ] as const) {
      expect(envelope<UserInfo>(await as(ctx.app, ctx.admin, { method, url })).data.sessionIdleSeconds).toBe(900);
    }
    const switched = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: '/member-api/api/user/switch-role',
      payload: { role: 'admin' },
    });
    expect(envelope<UserInfo>(switched).data.sessionIdleSeconds).toBe(900);

    // What the client is told is what the server applies.
    await lastUsed(14);
    expect((await as(ctx.app, ctx.admin, { method: 'GET', url: '/member-api/member/info' })).statusCode).toBe(200);
    await lastUsed(15.5);
    const ended = await as(ctx.app, ctx.admin, { method: 'GET', url: '/member-api/member/info' });
    expect(ended.statusCode).toBe(401);
    expect(envelope(ended).code).toBe(ApiCode.tokenExpired);
  });
});

describe.each(THROTTLE_SETUPS)('the login throttle counting in $store', ({ driver, env }) => {
  const LIMIT = 5;
  const ADDRESS_LIMIT = 12;
  const ctx = useTestApp(driver, {
    login: [],
    env: { ...env, LOGIN_RATE_LIMIT: String(LIMIT), LOGIN_ADDRESS_RATE_LIMIT: String(ADDRESS_LIMIT) },
  });
  /** Addresses of this run only: counters in Redis outlive a test run. */
  const net = [...randomBytes(2)].join('.');
  const address = (host: number) => `10.${net}.${host}`;
  // The clock stands still while a test runs: a first block lasts a second, which a loaded
  // machine can spend between the guesses and the attempt that must still be refused.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  const attempt = (username: string, password: string, remoteAddress: string, app = ctx.app) =>
    app.inject({
      method: 'POST',
      url: '/member-api/member/web/cacheLogin',
      remoteAddress,
      headers: { 'accept-language': 'en-US' },
      payload: { username, password },
    });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>(
      (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
      {},
    );

  it('holds against parallel guesses: of 60 at once from one address, exactly the limit are checked; the rest get 429 with Retry-After', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, () => attempt('admin', 'wrong', address(1))));
    expect(statuses(responses)).toEqual({ 401: LIMIT, 429: 60 - LIMIT });
    const refused = responses.find((response) => response.statusCode === 429)!;
    // The clock stands still: what is left of the first block is that second, said in the singular.
    expect(refused.headers['retry-after']).toBe('1');
    expect(envelope(refused)).toEqual({
      code: ApiCode.rateLimited,
      msg: 'Too many attempts, try again in 1 second',
      data: null,
    });
    // The right password does not get through that address either, while it is blocked…
    expect((await attempt('admin', 'admin', address(1))).statusCode).toBe(429);
    // …but the owner, from an address that has not been failing, signs in: no stranger locks them out.
    expect((await attempt('admin', 'admin', address(2))).statusCode).toBe(200);
  });

  it('limits one address whatever the usernames it tries', async () => {
    const names = Array.from({ length: ADDRESS_LIMIT + 3 }, (_, i) => `nobody${i}`);
    const responses = await Promise.all(names.map((name) => attempt(name, 'wrong', address(3))));
    expect(statuses(responses)).toEqual({ 401: ADDRESS_LIMIT, 429: 3 });
    expect((await attempt('someone', 'wrong', address(4))).statusCode).toBe(401);
  });

  it('forgets the failures of a username at an address once it signs in there', async () => {
    for (let i = 0; i < LIMIT - 1; i++) expect((await attempt('user', 'wrong', address(5))).statusCode).toBe(401);
    expect((await attempt('user', 'user', address(5))).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await attempt('user', 'wrong', address(5))).statusCode).toBe(401);
    expect((await attempt('user', 'wrong', address(5))).statusCode).toBe(429);
  });

  it('limits guesses of the old password on the password change the same way', async () => {
    const token = await login(ctx.app, 'user');
    const change = (oldPassword: string) =>
      as(ctx.app, token, {
        method: 'POST',
        url: '/member-api/api/user/password',
        remoteAddress: address(6),
        payload: { oldPassword, newPassword: 'Better-Pass1' },
      });
    const responses = await Promise.all(Array.from({ length: 20 }, () => change('guess')));
    expect(statuses(responses)).toEqual({ 400: LIMIT, 429: 20 - LIMIT });
    expect((await change('user')).statusCode).toBe(429);
    expect((await attempt('user', 'user', address(7))).statusCode).toBe(200);
  });

  it('counts per forwarded client address behind a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await createTestApp(ctx.testDb.database, {
      ...env,
      LOGIN_RATE_LIMIT: String(LIMIT),
      TRUST_PROXY: '1',
    });
    const viaProxy = (client: string) =>
      proxied.inject({
        method: 'POST',
        url: '/member-api/member/web/cacheLogin',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { username: 'admin', password: 'bad' },
      });
    try {
      for (let i = 0; i < LIMIT; i++) expect((await viaProxy(address(8))).statusCode).toBe(401);
      expect((await viaProxy(address(8))).statusCode).toBe(429);
      expect((await viaProxy(address(9))).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it.skipIf(driver === 'pglite' && !env.REDIS_URL)(
    'holds across two server processes sharing the counters: their limit is not doubled',
    async () => {
      const second = await createTestApp(ctx.testDb.database, { ...env, LOGIN_RATE_LIMIT: String(LIMIT) });
      try {
        const responses = await Promise.all(
          Array.from({ length: 40 }, (_, i) => attempt('admin', 'wrong', address(10), i % 2 ? second : ctx.app)),
        );
        expect(statuses(responses)).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
      } finally {
        await second.close();
      }
    },
  );
});
