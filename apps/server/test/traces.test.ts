/**
 * Traces over OTLP/HTTP (docs/decisions/053-traces.md): an app's spans, posted to a collector of the
 * test's own, and its log lines. A server process's last spans and a process without tracing are
 * in server-process.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, login, openTestDatabase, requestLogLines, testConfig, type TestDatabase } from './helper';
import { CALLER, OTLP, startCollector, type Collector } from './otlp-collector';

describe('traces', () => {
  let collector: Collector;
  let testDb: TestDatabase;
  beforeAll(async () => {
    collector = await startCollector();
    testDb = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await collector.close();
    await testDb.drop();
  });

  it("sends a span per request as the app closes, named by its route, with its status and request id, in its caller's trace, with its ids in the request's log lines", async () => {
    let log = '';
    const app = await buildApp({
      config: testConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/`,
        OTEL_SERVICE_NAME: 'console-under-test',
        LOG_LEVEL: 'info',
      }),
      database: testDb.database,
      logStream: { write: (line) => (log += line) },
    });
    const token = await login(app, 'admin');
    const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
    const answers = [
      await get('/member-api/api/list/policy?pageSize=5', {
        ...bearer(token),
        traceparent: CALLER.traceparent,
        'x-request-id': 'listed',
      }),
      await get('/member-api/api/documents/999999', { ...bearer(token), 'x-request-id': 'no-document' }),
      await get('/member-api/api/list/policy', { 'x-request-id': 'no-session' }),
      await get('/member-api/api/no-such-route', { 'x-request-id': 'no-route' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 404]);
    await app.close();

    expect(new Set(collector.posts.map(({ path }) => path))).toEqual(new Set(['/v1/traces']));
    const spans = collector.spans();
    const server = { kind: OTLP.serverKind, error: false };
    expect(
      spans.map(({ name, kind, values, status }) => ({
        name,
        kind,
        route: values['http.route'],
        method: values['http.request.method'],
        status: values['http.response.status_code'],
        error: status?.code === OTLP.errorStatus,
      })),
    ).toEqual([
      {
        ...server,
        name: 'POST /member-api/member/web/cacheLogin',
        route: '/member-api/member/web/cacheLogin',
        method: 'POST',
        status: 200,
      },
      {
        ...server,
        name: 'GET /member-api/api/list/policy',
        route: '/member-api/api/list/policy',
        method: 'GET',
        status: 200,
      },
      {
        ...server,
        name: 'GET /member-api/api/documents/:id',
        route: '/member-api/api/documents/:id',
        method: 'GET',
        status: 404,
      },
      {
        ...server,
        name: 'GET /member-api/api/list/policy',
        route: '/member-api/api/list/policy',
        method: 'GET',
        status: 401,
      },
      // No route matched: the name is the method alone, since the path could be anything.
      { ...server, name: 'GET', route: undefined, method: 'GET', status: 404 },
    ]);
    expect(spans.map(({ values }) => values['request.id']).slice(1)).toEqual([
      'listed',
      'no-document',
      'no-session',
      'no-route',
    ]);
    expect(new Set(spans.map(({ resource }) => resource['service.name']))).toEqual(new Set(['console-under-test']));

    const [, listed, , unrelated] = spans;
    expect(listed).toMatchObject({ traceId: CALLER.traceId, parentSpanId: CALLER.spanId });
    expect(unrelated?.traceId).not.toBe(CALLER.traceId);
    expect(unrelated?.parentSpanId ?? '').toBe('');

    for (const { traceId, spanId, values } of spans) {
      const lines = requestLogLines(log, String(values['request.id']));
      // "incoming request" and "request completed" at least.
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line).toMatchObject({ traceId, spanId });
    }
  });

  it('says in the log when the collector refuses the spans', async () => {
    const refusing = await startCollector({ status: 400 });
    let log = '';
    try {
      const app = await buildApp({
        config: testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: refusing.url, LOG_LEVEL: 'warn' }),
        database: testDb.database,
        logStream: { write: (line) => (log += line) },
      });
      expect((await app.inject({ method: 'GET', url: '/member-api/api/user/info' })).statusCode).toBe(401);
      await app.close();
    } finally {
      await refusing.close();
    }
    expect(refusing.posts).toHaveLength(1);
    expect(log).toContain('sending traces to OTEL_EXPORTER_OTLP_ENDPOINT failed: spans are dropped');
  });
});
