/**
 * The analysis screens' aggregates on PostgreSQL at 10k, 100k and 1M content events (sizes from
 * BENCH_EVENTS, comma-separated): p50/p99 of each endpoint under 10 connections, against the
 * target p99 ≤ 50 ms, which should not move with the events (the requests read rollups only,
 * docs/decisions/020-content-event-rollups.md). The events are added between runs by the seeding
 * CLI while the server runs.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import type { Figure } from './report';
import { load, throughput, WARM_UP_S, onFreshPostgres } from './api';
import { signIn } from '../e2e/support/console-process';
import { startServer } from './server';

const SIZES = (process.env.BENCH_EVENTS ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_ANALYSIS_SECONDS ?? 5);
const P99_TARGET = 50;
/** Each aggregate once, the quota endpoints with their heaviest quotas, over the screens' default period. */
const ENDPOINTS = [
  'public-opinion-analysis?quota=visitors',
  'public-opinion-analysis?quota=share',
  'content-publish',
  'popular-author/list',
  'content-period-analysis',
  'data-overview',
  'user-actions',
  'content-type-distribution',
  'data-chain-growth?quota=retentionTrends',
  'data-chain-growth?quota=userRetention',
  'content-publishing-source',
];

const EVENT_TABLES =
  'content_events, content_event_hours, content_event_kind_days, content_event_days, content_author_days, content_user_days, content_active_days';

function seedEvents(root: string, databaseUrl: string, events: number): void {
  const started = Date.now();
  const { status } = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/seed-events.ts', '--events', String(events)],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  if (status !== 0) throw new Error('seeding events failed');
  console.log(`  seeded ${events} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function exec(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function measureAnalysis(options: {
  root: string;
  port: number;
  postgresUrl: string | undefined;
}): Promise<Figure[]> {
  return onFreshPostgres(options.postgresUrl, 'the analysis aggregates', async (databaseUrl) => {
    console.log('Analysis aggregates on PostgreSQL…');
    const figures: Figure[] = [];
    const server = await startServer({ root: options.root, port: options.port, databaseUrl });
    try {
      // The demo history goes: each size is exactly its events.
      await exec(databaseUrl, `truncate ${EVENT_TABLES}`);
      const token = await signIn(server.url, 'admin', 'admin');
      let seeded = 0;
      for (const size of SIZES) {
        seedEvents(options.root, databaseUrl, size - seeded);
        seeded = size;
        await exec(databaseUrl, 'analyze');
        const label = size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`;
        // A control: the signed-in profile, one indexed row, tells the machine's noise from the aggregates' cost.
        await load(server, '/member-api/member/info', token, 10, WARM_UP_S);
        const control = await load(server, '/member-api/member/info', token, 10, SECONDS);
        figures.push(...throughput('postgres', `control GET /member/info, ${label} events`, control).slice(1));
        console.log(`  ${label} control /member/info: p50 ${control.latency.p50} ms, p99 ${control.latency.p99} ms`);
        for (const endpoint of ENDPOINTS) {
          const path = `/member-api/api/${endpoint}`;
          await load(server, path, token, 10, WARM_UP_S);
          const result = await load(server, path, token, 10, SECONDS);
          figures.push(...throughput('postgres', `${endpoint}, ${label} events`, result, P99_TARGET).slice(1));
          console.log(
            `  ${label} ${endpoint}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
          );
        }
      }
    } finally {
      await server.stop();
    }
    return figures;
  });
}
