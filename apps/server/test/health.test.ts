import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiCode } from '@console/shared';
import { envelope, useTestApp } from './helper';

const HEAVY_QUERIES = 50;
const heavyQuery = sql`select count(*) from generate_series(1, 120000) as g where g % 7 = 3`;
/**
 * How long the database stays busy: rounds of heavy queries run until then. A fixed number of
 * queries took 976 ms on a fast machine, under the second the test needs to mean something.
 */
const LOAD_MS = 1_200;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

describe('health and readiness on the embedded database', () => {
  const ctx = useTestApp('pglite', { login: [] });

  it('answers /health in milliseconds while the database works through heavy queries', async () => {
    let busy = true;
    const started = performance.now();
    const load = (async () => {
      while (performance.now() - started < LOAD_MS)
        await Promise.all(Array.from({ length: HEAVY_QUERIES }, () => ctx.testDb.database.db.execute(heavyQuery)));
    })().finally(() => {
      busy = false;
    });
    const latencies: number[] = [];
    while (busy) {
      const t0 = performance.now();
      const response = await ctx.app.inject({ method: 'GET', url: '/member-api/health' });
      latencies.push(performance.now() - t0);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await load;
    const loadMs = performance.now() - started;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(
      `/health under ${HEAVY_QUERIES} concurrent heavy queries (${loadMs.toFixed(0)} ms of database work): ` +
        `${latencies.length} samples, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    expect(loadMs).toBeGreaterThan(1000);
    expect(latencies.length).toBeGreaterThan(20);
    expect(p99).toBeLessThan(100);
  });

  it('has no /metrics without a metrics token (nothing is counted)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).code).toBe(ApiCode.notFound);
  });

  it('reports ready while the database answers, 503 with the envelope once it is gone', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/member-api/ready' });
    expect(envelope(ready)).toMatchObject({ code: ApiCode.success, data: { status: 'ok' } });

    await ctx.testDb.database.close();
    const down = await ctx.app.inject({
      method: 'GET',
      url: '/member-api/ready',
      headers: { 'accept-language': 'en-US' },
    });
    expect(down.statusCode).toBe(503);
    expect(envelope(down)).toEqual({
      code: ApiCode.failure,
      msg: 'The database is unavailable',
      data: { status: 'unavailable' },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/member-api/health' })).statusCode).toBe(200);
  });
});
