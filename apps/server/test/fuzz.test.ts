import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { UserInfo } from '@console/shared';
import type { AccessEntry } from '../src/plugins/access';
import { anyText, arbitraryFor, hostile, isZod, shaped } from './fuzz/zod-arbitrary';
import { as, envelope, login, useTestApp } from './helper';

/**
 * Schema-driven fuzzing of every API route: each route's zod schemas (path, query, body) generate
 * inputs inside and just outside their rules, mixed with values that once broke the database (ids
 * past int32, NUL, years 0 and 10000). Whatever comes in, the server answers below 500, every
 * error is the envelope and echoes nothing, a compressed answer really is compressed, and the
 * server is healthy afterwards. `FUZZ_RUNS` sets the inputs per route (default 30).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Fuzz requests come from their own address, so the login throttle they trip never blocks the test's own sign-ins. */
const FUZZER = '198.51.100.7';

interface FuzzInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  encoding: string | undefined;
  language: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function toQueryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, text(item));
  }
  const serialized = search.toString();
  return serialized ? `?${serialized}` : '';
}

/** `:name` and `*` of the route's URL, filled from the generated params (as UTF-8: a lone surrogate becomes U+FFFD). */
function toPath(url: string, params: Record<string, unknown>): string {
  const segment = (value: unknown) => encodeURIComponent(Buffer.from(text(value)).toString());
  return url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => segment(params[name ?? '*'] ?? ''));
}

function inputArbitrary(route: AccessEntry): fc.Arbitrary<FuzzInput> {
  const { params, querystring, body } = route.schema ?? {};
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const record = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));
  return fc.record({
    params: isZod(params)
      ? record(shaped(params))
      : fc.record(Object.fromEntries(names.map((name) => [name, anyText]))),
    query: isZod(querystring)
      ? record(shaped(querystring))
      : fc.dictionary(fc.constantFrom('id', 'name', 'format'), anyText, { maxKeys: 2 }),
    body: isZod(body) ? arbitraryFor(body) : fc.option(hostile, { nil: undefined }),
    encoding: fc.constantFrom(undefined, 'gzip', 'br', 'deflate', 'br;q=1, gzip;q=0.5'),
    language: fc.constantFrom(undefined, 'en-US', 'zh-CN', 'xx;q=abc'),
  });
}

function decoded(response: LightMyRequestResponse): Buffer {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw);
    case 'gzip':
      return gunzipSync(raw);
    case 'deflate':
      return inflateSync(raw);
    default:
      return raw;
  }
}

/** What must hold for any answer to any input. */
function checkAnswer(route: AccessEntry, request: InjectOptions, response: LightMyRequestResponse): void {
  const where = `${request.method} ${String(request.url)} ${text(request.payload)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const payload = decoded(response).toString();
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (response.statusCode >= 400 || (isJson && !route.url.includes('/docs') && !route.url.endsWith('openapi.json'))) {
    expect(isJson, where).toBe(true);
    const body = JSON.parse(payload) as Record<string, unknown>;
    expect(Object.keys(body).sort(), where).toEqual(['code', 'data', 'msg']);
    expect(typeof body.code === 'number' && typeof body.msg === 'string' && body.msg !== '', where).toBe(true);
  }
  if (response.statusCode >= 400) {
    expect(payload, where).not.toMatch(/FST_|"statusCode"|"error":/);
    expect(payload, where).not.toContain(String(request.url).split('?')[0]);
  }
}

describe('fuzzing every API route from its schemas', () => {
  const ctx = useTestApp('pglite', { login: ['admin'] });
  let token = '';
  /** Whether the last answer may mean the session was ended (logout) or its role switched. */
  let suspect = false;

  /**
   * The fuzzer's session as admin, checked after an answer that may mean a fuzzed request ended it or
   * switched its role (401 or 403): checking before every request doubled the test's time.
   */
  async function adminSession(): Promise<string> {
    if (!suspect) return token;
    suspect = false;
    const info = await as(ctx.app, token, { method: 'GET', url: '/member-api/api/user/info' });
    if (info.statusCode !== 200 || envelope<UserInfo>(info).data.role !== 'admin')
      token = await login(ctx.app, 'admin');
    return token;
  }

  it('answers every route below 500 with the envelope, whatever the input, and stays healthy', async () => {
    token = ctx.admin;
    // An event stream never ends, so it has no answer to check: test/live.test.ts covers it.
    const endless = (route: AccessEntry) =>
      (route.schema as { produces?: string[] } | undefined)?.produces?.includes('text/event-stream') === true;
    const routes = ctx.app.accessTable().filter((route) => route.method !== 'HEAD' && !endless(route));
    expect(routes.length).toBeGreaterThan(40);
    // The public password reset and the administrators' outbox are fuzzed too (the reset's mail goes to the outbox).
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /member-api/api/user/password-reset',
        'POST /member-api/api/user/password-reset',
        'POST /member-api/api/user/password-reset/complete',
        'GET /member-api/api/admin/mail-outbox',
        'GET /member-api/api/admin/mail-outbox/export',
      ]),
    );
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(inputArbitrary(route), async (input) => {
          const payload = input.body !== undefined && route.method !== 'GET' ? JSON.stringify(input.body) : undefined;
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: toPath(route.url, input.params) + toQueryString(input.query),
            remoteAddress: FUZZER,
            headers: {
              authorization: `Bearer ${await adminSession()}`,
              ...(payload !== undefined && { 'content-type': 'application/json' }),
              ...(input.encoding && { 'accept-encoding': input.encoding }),
              ...(input.language && { 'accept-language': input.language }),
            },
            payload,
          };
          const response = await ctx.app.inject(request);
          checkAnswer(route, request, response);
          suspect = response.statusCode === 401 || response.statusCode === 403;
        }),
        { numRuns: RUNS },
      );
    }

    expect((await ctx.app.inject({ method: 'GET', url: '/member-api/ready' })).statusCode).toBe(200);
    const list = await as(ctx.app, await login(ctx.app, 'admin'), {
      method: 'GET',
      url: '/member-api/api/list/policy',
    });
    expect(list.statusCode).toBe(200);
  }, 300_000);
});
