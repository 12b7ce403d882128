/**
 * Fills the policy table of the configured database up to a number of rows, for benchmarks:
 *   node --import tsx apps/server/src/cli/seed-policies.ts --total 100000
 * Stop the server first when it uses the embedded database: only one process may open it.
 */
import { parseArgs } from 'node:util';
import { databaseOptions } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { fillPoliciesTo } from '../modules/policy';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { total: { type: 'string' } } });
  const total = Number(values.total);
  if (!Number.isInteger(total) || total < 0) throw new Error('Usage: seed-policies.ts --total <rows>');
  const database = await openDatabase(databaseOptions(loadConfig()));
  try {
    const started = Date.now();
    const { existing, added } = await fillPoliciesTo(database.db, total);
    console.log(`policies: ${added} added, ${existing + added} in all (${Date.now() - started} ms)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
