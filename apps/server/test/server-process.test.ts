import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { demoDataDir, requestLogLines } from './helper';
import { CALLER, startCollector, type Collector } from './otlp-collector';
import { startServer } from './server-process';

const startOn = (dataDir: string, env: Record<string, string> = {}) =>
  startServer({ DATA_DIR: dataDir, SEED_DEMO: '1', ...env });

/** Makes the process print, as it exits, the packages it loaded (test/loaded-packages.cjs). */
const LIST_LOADED_PACKAGES = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${fileURLToPath(new URL('./loaded-packages.cjs', import.meta.url))}`,
};

describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs from the production build: prints its URL and the demo accounts, refuses a second server on the same DATA_DIR, stops cleanly on SIGTERM, and without tracing never loads its SDK', async () => {
    const server = startOn(dataDir, LIST_LOADED_PACKAGES);
    try {
      const url = await server.ready();
      expect(server.output()).toMatch(/admin \/ admin/);
      expect(server.output()).toMatch(/user \/ user/);
      expect((await fetch(`${url}/member-api/ready`)).status).toBe(200);

      const second = startOn(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is already in use by process ${server.child.pid}`);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      const loaded = JSON.parse(/^loaded packages: (.*)$/m.exec(server.output())?.[1] ?? '[]') as string[];
      expect(loaded).toContain('fastify');
      // The API is no part of the SDK (prom-client loads it).
      expect(loaded.filter((name) => name.startsWith('@opentelemetry/') && name !== '@opentelemetry/api')).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('server process with traces', () => {
  const dataDir = demoDataDir();
  let collector: Collector;
  beforeAll(async () => {
    collector = await startCollector();
  });
  afterAll(async () => {
    await collector.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the SDK from the production build, and sends its last spans as it stops, before their batch is due', async () => {
    const server = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    try {
      const url = await server.ready();
      const headers = { traceparent: CALLER.traceparent, 'x-request-id': 'before-the-stop' };
      expect((await fetch(`${url}/member-api/api/user/info`, { headers })).status).toBe(401);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const [span] = collector.spans();
      expect(span).toMatchObject({
        name: 'GET /member-api/api/user/info',
        traceId: CALLER.traceId,
        parentSpanId: CALLER.spanId,
        values: { 'request.id': 'before-the-stop', 'http.response.status_code': 401 },
        resource: { 'service.name': 'arco-console' },
      });
      const lines = requestLogLines(server.output(), 'before-the-stop');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line).toMatchObject({ traceId: span?.traceId, spanId: span?.spanId });
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
