import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Figure } from './report';
import { signIn } from '../e2e/support/console-process';
import { startServer, type RunningServer } from './server';

const require = createRequire(import.meta.url);

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = require('autocannon') as Autocannon;

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
/**
 * Unmeasured load on a list before its measured run. A just-started server answers its first
 * thousand or so list requests several times slower while V8 compiles the hot paths; without
 * this the 100k-row figure (taken right after a restart) measured that, and the 55-row one
 * (taken after the /member/info run) did not.
 */
export const WARM_UP_S = 3;
const BIG_TABLE = 100_000;
const HUGE_TABLE = 1_000_000;
const POLICY_LIST = '/member-api/api/list/policy?current=1&pageSize=10';
/** What is measured on a million policies (PostgreSQL only), each against p99 ≤ 50 ms. */
const HUGE_TABLE_LISTS = [
  ['policy list, 1M rows', POLICY_LIST],
  ['policy list, 1M rows, one filter (status)', `${POLICY_LIST}&status=offline`],
  ['policy list, 1M rows, one sort (count)', `${POLICY_LIST}&sortField=count&sortOrder=descend`],
] as const;

export async function load(
  server: RunningServer,
  path: string,
  token: string,
  connections = 10,
  duration = DURATION_S,
): Promise<AutocannonResult> {
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** Throughput and latency of one endpoint; `p99Target` where the issue sets one. */
export function throughput(db: string, name: string, r: AutocannonResult, p99Target?: number): Figure[] {
  const group = `api ${db}`;
  return [
    { group, name: `${name} throughput`, value: r.requests.average, unit: 'req/s', better: 'higher' },
    { group, name: `${name} p50`, value: r.latency.p50, unit: 'ms', better: 'lower' },
    { group, name: `${name} p99`, value: r.latency.p99, unit: 'ms', target: p99Target, better: 'lower' },
  ];
}

/** Fills the policy table up to `total` rows while no server holds the database. */
function growPolicies(root: string, total: number, env: { dataDir: string; databaseUrl?: string }): void {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: env.dataDir, LOG_LEVEL: 'warn' };
  if (env.databaseUrl) childEnv.DATABASE_URL = env.databaseUrl;
  else delete childEnv.DATABASE_URL;
  const { status } = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/seed-policies.ts', '--total', String(total)],
    {
      cwd: root,
      env: childEnv,
      stdio: 'inherit',
    },
  );
  if (status !== 0) throw new Error('seeding policies failed');
}

async function benchDatabase(options: {
  root: string;
  port: number;
  db: string;
  dataDir?: string;
  databaseUrl?: string;
}): Promise<Figure[]> {
  const figures: Figure[] = [];
  let server = await startServer({
    root: options.root,
    port: options.port,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
  });
  const dataDir = server.dataDir;
  let token = await signIn(server.url, 'admin', 'admin');
  figures.push(...throughput(options.db, 'GET /member/info', await load(server, '/member-api/member/info', token)));
  await load(server, POLICY_LIST, token, 10, WARM_UP_S);
  figures.push(...throughput(options.db, 'policy list, 55 rows', await load(server, POLICY_LIST, token)));
  await server.stop();

  const isPostgres = options.databaseUrl !== undefined;
  growPolicies(options.root, BIG_TABLE, { dataDir, databaseUrl: options.databaseUrl });
  server = await startServer({ root: options.root, port: options.port, dataDir, databaseUrl: options.databaseUrl });
  try {
    token = await signIn(server.url, 'admin', 'admin');
    await load(server, POLICY_LIST, token, 10, WARM_UP_S);
    figures.push(
      ...throughput(
        options.db,
        'policy list, 100k rows',
        await load(server, POLICY_LIST, token),
        isPostgres ? 50 : undefined,
      ),
    );
    // The event loop must stay free while the list is under load.
    const [, health] = await Promise.all([
      load(server, POLICY_LIST, token),
      load(server, '/member-api/health', token, 1),
    ]);
    figures.push({
      group: `api ${options.db}`,
      name: 'health p99 while 100k-row list under load',
      value: health.latency.p99,
      unit: 'ms',
      target: 20,
      better: 'lower',
    });
  } finally {
    await server.stop();
  }
  if (!isPostgres) return figures;

  growPolicies(options.root, HUGE_TABLE, { dataDir, databaseUrl: options.databaseUrl });
  server = await startServer({ root: options.root, port: options.port, dataDir, databaseUrl: options.databaseUrl });
  try {
    token = await signIn(server.url, 'admin', 'admin');
    for (const [name, path] of HUGE_TABLE_LISTS) {
      await load(server, path, token, 10, WARM_UP_S);
      figures.push(...throughput(options.db, name, await load(server, path, token), 50));
    }
  } finally {
    await server.stop();
  }
  return figures;
}

/**
 * Runs `run` on a new PostgreSQL database of BENCH_DATABASE_URL's server, dropped afterwards; without
 * that setting, says what is not measured and measures nothing.
 */
export async function onFreshPostgres(
  postgresUrl: string | undefined,
  what: string,
  run: (url: string) => Promise<Figure[]>,
): Promise<Figure[]> {
  if (!postgresUrl) {
    console.log(`BENCH_DATABASE_URL not set: ${what} not measured`);
    return [];
  }
  return withFreshPostgres(postgresUrl, run);
}

/** Runs `run` on a new PostgreSQL database of the server at `baseUrl`, dropped afterwards. */
export async function withFreshPostgres<T>(baseUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `console_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function measureApi(options: {
  root: string;
  port: number;
  postgresUrl: string | undefined;
}): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-api-'));
  const figures: Figure[] = [];
  try {
    console.log('API on the embedded database…');
    figures.push(...(await benchDatabase({ root: options.root, port: options.port, db: 'embedded', dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (options.postgresUrl) {
    console.log('API on PostgreSQL…');
    figures.push(
      ...(await withFreshPostgres(options.postgresUrl, (databaseUrl) =>
        benchDatabase({ root: options.root, port: options.port, db: 'postgres', databaseUrl }),
      )),
    );
  } else {
    console.log('BENCH_DATABASE_URL not set: PostgreSQL figures skipped');
  }
  return figures;
}
