/**
 * Runs once before the browser suite: builds what is stale, then starts the console once on a new
 * database to migrate and seed it and to sign every demo account in. Each spec file then runs on a
 * server of its own over a copy of that database (support/test.ts), where those sessions are valid:
 * nobody signs in again, and no file sees what another changed.
 *
 * With TEST_DATABASE_URL the consoles run on PostgreSQL, each on a clone of a seeded template
 * database: the embedded database's WebAssembly took about half of the suite's server time
 * (docs/testing.md). Without it they run on copies of an embedded data directory.
 */
import { spawnSync } from 'node:child_process';
import { createPostgresDatabase } from '../../apps/server/test/postgres-databases';
import { ACCOUNTS, type AccountName } from './accounts';
import { dataDirDatabase, signIn, startConsoleOn, type ConsoleDatabase } from './console-process';

/**
 * The console's settings for the browser suite: no throttle to trip over, no simulated chat moving
 * the monitor, and a search budget a loaded 2-core machine does not run out of (the budget's own
 * behaviour is the server suite's).
 */
export const E2E_SERVER_ENV = { LOGIN_RATE_LIMIT: '1000', MONITOR_SIMULATOR: '0', SEARCH_BUDGET_MS: '5000' };

function build(script: string, ...args: string[]): void {
  const { status } = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`${script} failed`);
}

/** The seeded template: a PostgreSQL database to clone, or a data directory to copy. */
async function createTemplate(): Promise<ConsoleDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl, 'e2e_template');
    process.env.E2E_TEMPLATE_DATABASE = database.name;
    return { options: { databaseUrl: database.url }, remove: database.drop };
  }
  const template = dataDirDatabase('console-e2e-template-');
  process.env.E2E_TEMPLATE = template.options.dataDir;
  return template;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  build('scripts/build-web.mjs');
  build('scripts/build-server.mjs', '--if-stale');
  const template = await createTemplate();
  const server = await startConsoleOn(template, { env: E2E_SERVER_ENV });
  try {
    const names = Object.keys(ACCOUNTS) as AccountName[];
    const tokens = await Promise.all(
      names.map((name) => signIn(server.url, ACCOUNTS[name].username, ACCOUNTS[name].password)),
    );
    // Workers inherit the environment the global set-up leaves.
    process.env.E2E_TOKENS = JSON.stringify(Object.fromEntries(names.map((name, i) => [name, tokens[i]])));
  } catch (error) {
    await server.stop();
    await template.remove();
    throw error;
  }
  await server.stop();
  return template.remove;
}
