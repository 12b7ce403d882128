/**
 * `npm run bench`: builds the web app, starts the real server on loopback with a fresh embedded
 * database and measures what users feel, each figure beside its target. It reports; it does not
 * fail (the machines are noisy). Results: the printed table and bench/results.json.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../playwright.config';
import { measureAnalysis } from './analysis';
import { measureApi } from './api';
import { measureBrowser } from './browser';
import { measureEndpoints } from './endpoints';
import { measureLighthouse } from './lighthouse';
import { measureLive } from './live';
import { measureScale } from './scale';
import { measureSearch } from './search';
import { printTable, type Figure } from './report';
import { buildWeb, startServer } from './server';

const root = fileURLToPath(new URL('..', import.meta.url));
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3200);

/**
 * `BENCH_ONLY=<part>` runs one part alone: `browser` (first loads, timings, Lighthouse), `api`,
 * `analysis` (the analysis aggregates), `live` (the live channel across two processes) or `search`
 * (the global search) or `endpoints` (every GET endpoint on PostgreSQL); `analysis`, `live` and
 * `endpoints` need BENCH_DATABASE_URL, and `api` and `search` measure PostgreSQL with it (`search`
 * at a million policies). `scale` (the lists at ten million
 * rows, on BENCH_DATABASE_URL's server) runs only when asked for: its first run seeds for most of an hour.
 */
const ONLY = process.env.BENCH_ONLY;
const runs = (part: 'browser' | 'api' | 'endpoints' | 'analysis' | 'live' | 'search') =>
  ONLY === undefined || ONLY === part;

async function main(): Promise<void> {
  const figures: Figure[] = [];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (runs('browser')) {
    console.log('Building the web app…');
    buildWeb(root);

    const server = await startServer({ root, port: BASE_PORT });
    try {
      figures.push(...(await measureBrowser(server.url, CHROMIUM_FLAGS)));
      figures.push(...(await measureLighthouse(server.url, CHROMIUM_FLAGS)));
    } finally {
      await server.stop();
    }
  }
  if (runs('api')) figures.push(...(await measureApi({ root, port: BASE_PORT + 1, postgresUrl })));
  if (runs('analysis')) figures.push(...(await measureAnalysis({ root, port: BASE_PORT + 2, postgresUrl })));
  if (runs('live')) figures.push(...(await measureLive({ root, port: BASE_PORT + 3, postgresUrl })));
  if (runs('search')) figures.push(...(await measureSearch({ root, port: BASE_PORT + 4, postgresUrl })));
  if (runs('endpoints')) figures.push(...(await measureEndpoints({ root, port: BASE_PORT + 6, postgresUrl })));
  if (ONLY === 'scale') figures.push(...(await measureScale({ root, port: BASE_PORT + 5, postgresUrl })));

  printTable(figures);
  const outFile = fileURLToPath(new URL('./results.json', import.meta.url));
  writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), figures }, null, 2)}\n`);
  console.log(`\nWritten bench/results.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
