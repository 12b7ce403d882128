/**
 * Adds content events to the configured database, for benchmarks: two years ending now, with the
 * demo's rhythm and growth; the rollups follow through their triggers.
 *   node --import tsx apps/server/src/cli/seed-events.ts --events 1000000
 * Stop the server first when it uses the embedded database: only one process may open it.
 */
import { parseArgs } from 'node:util';
import { databaseOptions } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createRandom } from '../lib/random';
import { ensureAuthors, HISTORY_DAYS, insertEvents } from '../modules/visualization';

/** Readers grow with the events (about 60 events each), so the daily active readers stay plausible. */
const readersFor = (events: number) => Math.max(1000, Math.round(events / 60));

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { events: { type: 'string' } } });
  const events = Number(values.events);
  if (!Number.isInteger(events) || events < 1) throw new Error('Usage: seed-events.ts --events <count>');
  const database = await openDatabase(databaseOptions(loadConfig()));
  try {
    const started = Date.now();
    const authorIds = await ensureAuthors(database.db);
    const added = await insertEvents(database.db, {
      total: events,
      days: HISTORY_DAYS,
      now: new Date(),
      random: createRandom(events),
      authorIds,
      readers: readersFor(events),
    });
    console.log(`content events: ${added} added (${Date.now() - started} ms)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
