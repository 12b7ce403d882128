/**
 * The global search (docs/decisions/044-search-index.md) under 20 connections, with one- to
 * four-character queries in Chinese and English: on the embedded database at demo size (p99 ≤ 30 ms),
 * and with BENCH_DATABASE_URL on PostgreSQL at a million policies, 200,000 tasks and 100,000
 * messages (p99 ≤ 50 ms), seeded in SQL into a database of its own that is dropped afterwards.
 * `BENCH_ONLY=search` runs it alone; BENCH_SEARCH_SECONDS sets each run's length.
 */
import { searchApi } from '@console/shared/search/contract';
import type { SearchResult } from '@console/shared/search/schemas';
import type { Figure } from './report';
import { load, WARM_UP_S, withFreshPostgres } from './api';
import { SEARCH_QUERIES, SEARCH_SCALE, seedSearchData } from './search-data';
import { signIn } from '../e2e/support/console-process';
import { startServer, type RunningServer } from './server';

const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const TARGETS = { embedded: 30, postgres: 50 } as const;

const pathOf = (q: string) => `/member-api${searchApi.search.path}?q=${encodeURIComponent(q)}`;

/** One answer, to tell how many hits a query has and whether a kind ran out of time. */
async function probe(server: RunningServer, token: string, q: string): Promise<SearchResult> {
  const response = await fetch(`${server.url}${pathOf(q)}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: SearchResult }).data;
}

async function measureQueries(server: RunningServer, db: keyof typeof TARGETS): Promise<Figure[]> {
  const figures: Figure[] = [];
  const group = `search ${db}`;
  const token = await signIn(server.url, 'admin', 'admin');
  // A control: the signed-in profile, one indexed row, tells the machine's noise from the search's cost.
  await load(server, '/member-api/member/info', token, CONNECTIONS, WARM_UP_S);
  const control = await load(server, '/member-api/member/info', token, CONNECTIONS, SECONDS);
  figures.push({
    group,
    name: 'control GET /member/info p99',
    value: control.latency.p99,
    unit: 'ms',
    better: 'lower',
  });
  for (const { language, q } of SEARCH_QUERIES) {
    const name = `${q.length} char ${language} "${q}"`;
    await load(server, pathOf(q), token, CONNECTIONS, WARM_UP_S);
    const result = await load(server, pathOf(q), token, CONNECTIONS, SECONDS);
    const answer = await probe(server, token, q);
    const note = `${answer.hits.length} hits${answer.skipped.length ? `, skipped ${answer.skipped.join(' ')}` : ''}`;
    figures.push(
      { group, name: `${name} p50`, value: result.latency.p50, unit: 'ms', better: 'lower' },
      {
        group,
        name: `${name} p99`,
        value: result.latency.p99,
        unit: 'ms',
        target: TARGETS[db],
        better: 'lower',
        note: `${Math.round(result.requests.average)} req/s, ${note}`,
      },
    );
    console.log(
      `  ${db} ${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${note}`,
    );
  }
  return figures;
}

export async function measureSearch(options: {
  root: string;
  port: number;
  postgresUrl: string | undefined;
}): Promise<Figure[]> {
  console.log('Search on the embedded database, demo size…');
  const figures: Figure[] = [];
  const embedded = await startServer({ root: options.root, port: options.port });
  try {
    figures.push(...(await measureQueries(embedded, 'embedded')));
  } finally {
    await embedded.stop();
  }
  const { postgresUrl } = options;
  if (!postgresUrl) {
    console.log('BENCH_DATABASE_URL not set: search figures at scale on PostgreSQL skipped');
    return figures;
  }
  console.log('Search on PostgreSQL at scale…');
  return withFreshPostgres(postgresUrl, async (databaseUrl) => {
    const server = await startServer({ root: options.root, port: options.port, databaseUrl });
    try {
      const seconds = await seedSearchData(databaseUrl);
      const { policies, tasks, messages } = SEARCH_SCALE;
      console.log(`  seeded ${policies} policies, ${tasks} tasks, ${messages} messages in ${seconds.toFixed(0)} s`);
      figures.push({ group: 'search postgres', name: 'seeding', value: seconds, unit: 's', better: 'lower' });
      figures.push(...(await measureQueries(server, 'postgres')));
    } finally {
      await server.stop();
    }
    return figures;
  });
}
