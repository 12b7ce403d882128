import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ApiCode } from '@console/shared';
import { as, createTestApp, envelope, useTestApp } from './helper';

/**
 * Every request of the attacker's probe that once answered 500, a raw Fastify body or a broken
 * download (issue "Hardening"), sent exactly as probed: each now answers a 4xx with the envelope,
 * echoes nothing of the request, and leaves no download half-sent.
 */
const API = '/member-api';
const json = (method: InjectOptions['method'], url: string, payload: unknown): InjectOptions => ({
  method,
  url,
  payload: payload as InjectOptions['payload'],
});

const PROBES: [name: string, request: InjectOptions][] = [
  ['list filter number past int32', { method: 'GET', url: `${API}/api/list/policy?number=2147483648` }],
  ['DELETE a policy id past int32', { method: 'DELETE', url: `${API}/api/list/policy/2147483648` }],
  ['PUT a policy id past int32', json('PUT', `${API}/api/list/policy/2147483648`, { name: 'x', version: 1 })],
  [
    'PATCH the status of a policy id past int32',
    json('PATCH', `${API}/api/list/policy/2147483648/status`, { status: 'online', version: 1 }),
  ],
  ['open a service id past int32', { method: 'POST', url: `${API}/api/list/the-service/2147483648/open` }],
  ['toggle a rule preset id past int32', json('PATCH', `${API}/api/list/rules-preset/2147483648`, { enable: true })],
  ['batch-delete an id past int32', json('POST', `${API}/api/list/policy/batch-delete`, { ids: [2147483648] })],
  ['mark a message id past int32 read', json('POST', `${API}/api/message/read`, { ids: [2147483648] })],
  ['create a policy whose name holds NUL', json('POST', `${API}/api/list/policy`, { name: 'a\u0000b' })],
  ['list filter text holding NUL', { method: 'GET', url: `${API}/api/list/policy?name=%00` }],
  ['audit filter holding NUL', { method: 'GET', url: `${API}/api/audit-logs?entityId=%00` }],
  [
    'days of year 0 and 1',
    { method: 'GET', url: `${API}/api/list/policy?createdTime=0000-01-01&createdTime=0001-01-01` },
  ],
  [
    'instants of year 0 and 1',
    { method: 'GET', url: `${API}/api/list/policy?createdTime=0000-01-01T00:00:00Z&createdTime=0001-01-01T00:00:00Z` },
  ],
  [
    'instants past the year 9999',
    {
      method: 'GET',
      url: `${API}/api/list/policy?createdTime=2026-01-01T00:00:00Z&createdTime=%2B010000-01-01T00:00:00Z`,
    },
  ],
  [
    'days past the year 9999',
    { method: 'GET', url: `${API}/api/list/policy?createdTime=9999-12-31&createdTime=10000-01-01` },
  ],
  [
    'CSV export with a number past int32',
    { method: 'GET', url: `${API}/api/list/policy/export?format=csv&number=2147483648` },
  ],
  [
    'CSV export with a number past int32, compressed',
    {
      method: 'GET',
      url: `${API}/api/list/policy/export?format=csv&number=2147483648`,
      headers: { 'accept-encoding': 'br, gzip, deflate' },
    },
  ],
  [
    'XLSX export with a number past int32',
    { method: 'GET', url: `${API}/api/list/policy/export?format=xlsx&number=2147483648` },
  ],
  [
    'XLSX export with a number past int32, compressed',
    {
      method: 'GET',
      url: `${API}/api/list/policy/export?format=xlsx&number=2147483648`,
      headers: { 'accept-encoding': 'gzip' },
    },
  ],
  [
    'a path parameter over maxParamLength (FST_ERR_MAX_PARAM_LENGTH)',
    { method: 'DELETE', url: `${API}/api/list/policy/${'1'.repeat(200)}` },
  ],
  ['a path that is not valid percent-encoding (FST_ERR_BAD_URL)', { method: 'GET', url: `${API}/api/list/policy/%zz` }],
];

/** A 4xx with the envelope, no download, no internal code and nothing of the request echoed. */
function expectRefusal(response: LightMyRequestResponse, request: InjectOptions) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers['content-disposition']).toBeUndefined();
  expect(response.headers['cache-control']).toBe('no-store');
  const body = envelope(response);
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  expect(body.code).not.toBe(ApiCode.success);
  expect(body.msg).toEqual(expect.any(String));
  expect(response.body).not.toMatch(/FST_|statusCode|2147483648|1111111111|%zz/);
  expect(response.body).not.toContain(String(request.url).split('?')[0]);
}

describe('the requests of the hardening probe', () => {
  const ctx = useTestApp('pglite', { login: ['admin'] });

  it.each(PROBES)('%s: a 4xx with the envelope', async (_name, request) => {
    expectRefusal(await as(ctx.app, ctx.admin, request), request);
  });

  it('answers the over-long path parameter with 414 in the caller language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/api/list/the-service/${'9'.repeat(150)}/open`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(414);
    expect(envelope(response)).toEqual({
      code: ApiCode.validation,
      msg: 'The request address is too long',
      data: null,
    });
  });

  it('keeps every API answer out of caches, successes included', async () => {
    for (const url of [`${API}/api/user/info`, `${API}/health`, `${API}/no/such/route`]) {
      expect((await as(ctx.app, ctx.admin, { method: 'GET', url })).headers['cache-control']).toBe('no-store');
    }
  });
});

describe('requests too malformed for HTTP, on a real socket', () => {
  let port = 0;
  let close: () => Promise<void>;
  const ctx = useTestApp('pglite', { login: [] });
  beforeAll(async () => {
    const app = await createTestApp(ctx.testDb.database);
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    close = () => app.close();
  });
  afterAll(() => close?.());

  /** Sends raw bytes and returns the whole answer. */
  const raw = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it.each([
    [
      'headers over the size limit',
      `GET ${API}/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', 400],
  ])('%s: the envelope', async (_name, bytes, status) => {
    const answer = await raw(bytes);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head.toLowerCase()).toContain('cache-control: no-store');
    expect(JSON.parse(body)).toEqual({ code: ApiCode.validation, msg: expect.any(String), data: null });
  });
});
