/**
 * The two large lists at ten million rows (docs/decisions/054-lists-at-ten-million-rows.md): 10M
 * policies and 1M tasks on PostgreSQL, seeded in SQL into `console_bench_scale` on the server of
 * BENCH_DATABASE_URL. The database is kept between runs (seeding it is most of a first run's time):
 * drop it to free the disk.
 * Each list query is measured under 10 connections against p99 ≤ 50 ms: the first page, the window's
 * last page, each filter alone and combined, each sort both ways. Then the export of a million rows,
 * whose server RSS is sampled each second. `BENCH_ONLY=scale` runs it; the whole bench leaves it out.
 */
import pg from 'pg';
import { LIST_WINDOW } from '@console/shared';
import type { Figure } from './report';
import { load, WARM_UP_S } from './api';
import { seedSearchData, type SearchScale } from './search-data';
import { signIn } from '../e2e/support/console-process';
import { startServer, type RunningServer } from './server';

const SCALE: SearchScale = { policies: 10_000_000, tasks: 1_000_000, messages: 1_000 };
const DATABASE = 'console_bench_scale';
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const CONNECTIONS = 10;
const P99_TARGET = 50;
const METRICS_TOKEN = 'bench-scale-metrics-token';

const POLICIES = '/member-api/api/list/policy?pageSize=10';
const TASKS = '/member-api/api/project/task/list?pageSize=10';
/** A month of creation times, in the seeded year. */
const MONTH = (() => {
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  return `createdTime=${from.toISOString()}&createdTime=${to.toISOString()}`;
})();
const LAST_PAGE = `current=${LIST_WINDOW / 10}`;

/** The queries of each sort of a list (`list` names it), both ways. */
const sorts = (list: string, base: string, fields: readonly string[]) =>
  fields.flatMap((field) =>
    (['ascend', 'descend'] as const).map(
      (order) => [`${list} sort ${field} ${order}`, `${base}&sortField=${field}&sortOrder=${order}`] as const,
    ),
  );

/** Each list query: its name and path. */
const QUERIES: readonly (readonly [string, string])[] = [
  ['policies first page', POLICIES],
  ['policies window last page', `${POLICIES}&${LAST_PAGE}`],
  ['policies number', `${POLICIES}&number=4242424`],
  ['policies name (zh)', `${POLICIES}&name=${encodeURIComponent('数据中心')}`],
  ['policies name (en)', `${POLICIES}&name=Order`],
  ['policies name, no match', `${POLICIES}&name=zqx`],
  ['policies contentType', `${POLICIES}&contentType=img`],
  ['policies filterType', `${POLICIES}&filterType=rules`],
  ['policies status', `${POLICIES}&status=online`],
  ['policies createdTime (a month)', `${POLICIES}&${MONTH}`],
  ['policies combined', `${POLICIES}&contentType=img&status=online&name=Order&${MONTH}`],
  ['policies combined, last page', `${POLICIES}&contentType=img&filterType=rules&${LAST_PAGE}`],
  ...sorts('policies', POLICIES, ['number', 'name', 'count', 'createdTime']),
  ['tasks first page', TASKS],
  ['tasks window last page', `${TASKS}&${LAST_PAGE}`],
  ['tasks number', `${TASKS}&number=000042`],
  ['tasks name', `${TASKS}&name=Order`],
  ['tasks type', `${TASKS}&type=design`],
  ['tasks assignee', `${TASKS}&assignee=3`],
  ['tasks status', `${TASKS}&status=inProgress`],
  ['tasks projectId', `${TASKS}&projectId=2`],
  ['tasks finishTime', `${TASKS}&finishTime=2026-12-01&finishTime=2026-12-31`],
  ['tasks createdTime (a month)', `${TASKS}&${MONTH}`],
  ['tasks combined', `${TASKS}&type=design&status=inProgress&projectId=2&${MONTH}`],
  ...sorts('tasks', TASKS, ['estimatedHours', 'finishTime', 'createdTime']),
];

/** The kept database's URL on the server of `baseUrl`, created when missing. */
async function keptDatabase(baseUrl: string): Promise<{ url: string; created: boolean }> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
    const url = new URL(baseUrl);
    url.pathname = `/${DATABASE}`;
    return { url: url.toString(), created: !rowCount };
  } finally {
    await admin.end();
  }
}

async function rowsOf(url: string): Promise<{ policies: number; tasks: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ policies: string; tasks: string }>(
      'select (select total from policy_total) as policies, (select count(*) from tasks) as tasks',
    );
    return { policies: Number(rows[0]?.policies ?? 0), tasks: Number(rows[0]?.tasks ?? 0) };
  } finally {
    await client.end();
  }
}

/**
 * Waits until the database runs no statement of the server's: a measured run that ends leaves the
 * queries its clients gave up on running, which would weigh on the next run's figures.
 */
async function quiet(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let waited = 0; waited < 120_000; waited += 250) {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/** The server's resident memory, from its own metrics. */
async function rssOf(server: RunningServer): Promise<number> {
  const text = await (
    await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith('process_resident_memory_bytes '));
  return Number(line?.split(' ')[1] ?? Number.NaN) / 2 ** 20;
}

/** Streams an export to its end, sampling the server's RSS each second. */
async function measureExport(server: RunningServer, token: string, path: string): Promise<Figure[]> {
  const group = 'scale export';
  const samples: number[] = [await rssOf(server)];
  const sampler = setInterval(() => void rssOf(server).then((mib) => samples.push(mib)), 1000);
  const started = Date.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (Date.now() - started) / 1000;
  // Flat memory: what the second half of the stream adds over the first half's peak.
  const half = samples.slice(0, Math.ceil(samples.length / 2));
  const growth = Math.max(...samples) - Math.max(...half);
  console.log(
    `  export: ${lines - 1} rows, ${(bytes / 2 ** 20).toFixed(0)} MiB in ${seconds.toFixed(1)} s; RSS ${samples.map((s) => s.toFixed(0)).join(' ')} MiB`,
  );
  return [
    { group, name: 'rows a second', value: Math.round((lines - 1) / seconds), unit: 'rows/s', better: 'higher' },
    { group, name: 'RSS at start', value: samples[0] ?? null, unit: 'MiB', better: 'lower' },
    { group, name: 'RSS peak', value: Math.max(...samples), unit: 'MiB', better: 'lower' },
    {
      group,
      name: 'RSS growth over the second half',
      value: growth,
      unit: 'MiB',
      target: 16,
      better: 'lower',
      note: `${samples.length} samples`,
    },
  ];
}

export async function measureScale(options: {
  root: string;
  port: number;
  postgresUrl: string | undefined;
}): Promise<Figure[]> {
  if (!options.postgresUrl) {
    console.log('BENCH_DATABASE_URL not set: the lists at ten million rows are skipped');
    return [];
  }
  const figures: Figure[] = [];
  const { url: databaseUrl, created } = await keptDatabase(options.postgresUrl);
  const start = () => startServer({ root: options.root, port: options.port, databaseUrl, env: { METRICS_TOKEN } });
  // The first start migrates and seeds the demo data the generated rows refer to (members, projects).
  let server = await start();
  const before = await rowsOf(databaseUrl);
  if (created) {
    await server.stop();
    console.log(`Seeding ${DATABASE}: ${SCALE.policies} policies, ${SCALE.tasks} tasks (kept for later runs)…`);
    const seconds = await seedSearchData(databaseUrl, SCALE);
    figures.push({ group: 'scale', name: 'seeding', value: seconds, unit: 's', better: 'lower' });
    server = await start();
  } else if (before.policies < SCALE.policies || before.tasks < SCALE.tasks) {
    await server.stop();
    throw new Error(`${DATABASE} holds ${before.policies} policies and ${before.tasks} tasks: drop it and run again`);
  }
  try {
    const token = await signIn(server.url, 'admin', 'admin');
    const rows = await rowsOf(databaseUrl);
    console.log(`Lists at ${rows.policies} policies and ${rows.tasks} tasks, ${CONNECTIONS} connections…`);
    for (const [name, path] of QUERIES) {
      await load(server, path, token, CONNECTIONS, WARM_UP_S);
      await quiet(databaseUrl);
      const result = await load(server, path, token, CONNECTIONS, SECONDS);
      await quiet(databaseUrl);
      console.log(`  ${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
      figures.push({
        group: 'scale lists',
        name: `${name} p99`,
        value: result.latency.p99,
        unit: 'ms',
        target: P99_TARGET,
        better: 'lower',
        note: `p50 ${result.latency.p50} ms, ${Math.round(result.requests.average)} req/s`,
      });
    }
    figures.push(...(await measureExport(server, token, `/member-api/api/list/policy/export?format=csv&${MONTH}`)));
  } finally {
    await server.stop();
  }
  return figures;
}
