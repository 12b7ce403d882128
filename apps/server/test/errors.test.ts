import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ApiCode } from '@console/shared';
import { BODY_LIMIT } from '../src/app';
import { users } from '../src/db/schema';
import { survivesServerEnd } from '../src/db/client';
import envelopePlugin from '../src/plugins/envelope';
import { as, DRIVERS, envelope, openTestDatabase, useTestApp } from './helper';

describe('error envelope of the real app', () => {
  const ctx = useTestApp('pglite', { login: ['user'] });

  const loginWith = (body: string, contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/member-api/member/web/cacheLogin',
      headers: { 'content-type': contentType, 'accept-language': 'en-US' },
      body,
    });

  it('404: unknown API routes get the envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/member-api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ code: ApiCode.notFound, data: null });
    }
  });

  it('400: malformed JSON gets the envelope, not a crash', async () => {
    const response = await loginWith('{"username": "admin",');
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({
      code: ApiCode.validation,
      msg: 'The request body is not valid JSON',
      data: null,
    });
  });

  it('415: an unsupported content type gets the envelope', async () => {
    const response = await loginWith('username=admin', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(envelope(response).code).toBe(ApiCode.validation);
  });

  it('413: an oversized body gets the envelope', async () => {
    const response = await loginWith(JSON.stringify({ username: 'a'.repeat(BODY_LIMIT), password: 'x' }));
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({ code: ApiCode.payloadTooLarge, msg: 'The request body is too large' });
  });

  it('localizes msg from Accept-Language: zh-CN by default, en-US on request, q-values honoured', async () => {
    const msg = async (acceptLanguage?: string) =>
      envelope(
        await ctx.app.inject({
          method: 'POST',
          url: '/member-api/member/web/cacheLogin',
          headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
          payload: { username: 'admin', password: 'wrong' },
        }),
      ).msg;
    expect(await msg()).toBe('账号或密码错误');
    expect(await msg('zh-CN')).toBe('账号或密码错误');
    expect(await msg('en-US')).toBe('Account or password error');
    expect(await msg('fr-FR, en;q=0.8, zh-CN;q=0.5')).toBe('Account or password error');
    expect(await msg('de')).toBe('账号或密码错误');
  });

  it('sends the strict CSP and a request id on every answer', async () => {
    const response = await as(ctx.app, ctx.user, { method: 'GET', url: '/member-api/member/info' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The avatar uploader previews the chosen file through an object URL.
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed X-Request-Id and replaces one too long or oddly shaped', async () => {
    const idFor = async (sent: string) =>
      (
        await as(ctx.app, ctx.user, {
          method: 'GET',
          url: '/member-api/member/info',
          headers: { 'x-request-id': sent },
        })
      ).headers['x-request-id'];
    expect(await idFor('trace-42:a.b_c')).toBe('trace-42:a.b_c');
    for (const sent of ['x'.repeat(65), 'a b', '<script>', '"quoted"'])
      expect(await idFor(sent)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('forbids framing in both headers alike', async () => {
    const response = await as(ctx.app, ctx.user, { method: 'GET', url: '/member-api/member/info' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the OpenAPI document generated from the schemas, and Swagger UI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/member-api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/member-api/member/web/cacheLogin', '/member-api/api/user/settings']),
    );
    const operation = (path: string, method: string) =>
      (doc.paths[path] as Record<string, { security?: unknown[] }>)[method];
    expect(operation('/member-api/member/web/cacheLogin', 'post')?.security).toEqual([]);
    expect(operation('/member-api/api/user/settings', 'put')?.security).toBeUndefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/member-api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('errors raised by handlers', () => {
  it('409: a unique constraint refusing a write becomes a conflict with the envelope', async () => {
    const testDb = await openTestDatabase('pglite');
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    app.post('/duplicate', async () => {
      await testDb.database.db.insert(users).values({ username: 'twice', passwordHash: 'x', roles: ['user'] });
      return { ok: true };
    });
    try {
      expect((await app.inject({ method: 'POST', url: '/duplicate' })).statusCode).toBe(200);
      const second = await app.inject({ method: 'POST', url: '/duplicate', headers: { 'accept-language': 'en-US' } });
      expect(second.statusCode).toBe(409);
      expect(envelope(second)).toEqual({
        code: ApiCode.conflict,
        msg: 'The request conflicts with the current data',
        data: null,
      });
    } finally {
      await app.close();
      await testDb.drop();
    }
  });

  it('503: a database that cannot be reached answers the envelope with Retry-After, not a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    // A real refusal of the driver: nothing listens on port 1 (the database stopped, or restarting).
    const stopped = drizzle({ connection: { connectionString: 'postgres://postgres@127.0.0.1:1/postgres' } });
    app.get('/read', async () => stopped.select().from(users));
    try {
      const response = await app.inject({ method: 'GET', url: '/read', headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(envelope(response)).toEqual({ code: ApiCode.failure, msg: 'The database is unavailable', data: null });
    } finally {
      await app.close();
      await stopped.$client.end();
    }
  });

  it('500: answers the envelope with a generic message and never leaks the error', async () => {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    app.get('/boom', async () => {
      throw new Error('password=hunter2 at /srv/secret.ts:42');
    });
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(500);
    expect(envelope(response)).toEqual({ code: ApiCode.internal, msg: 'Internal server error', data: null });
    expect(response.body).not.toContain('hunter2');
    await app.close();
  });
});

describe.runIf(DRIVERS.includes('postgres'))('a PostgreSQL connection the server ends', () => {
  it('fails the next query of a connection checked out between two queries, never the process', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const reported: string[] = [];
    survivesServerEnd(pool, (message) => reported.push(message));
    const held = await pool.connect();
    try {
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      // What a restart does to every connection, done to this one from another.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(held.query('select 1')).rejects.toThrow();
    } finally {
      held.release(true);
      await pool.end();
    }
  });
});
