/**
 * Runs once before the browser suite: builds what is stale, then starts the console once on a new
 * data directory to migrate and seed it and to sign every demo account in. Each spec file then runs
 * on a server of its own over a copy of that directory (support/test.ts), where those sessions are
 * valid: nobody signs in again, and no file sees what another changed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS, type AccountName } from './accounts';
import { signIn, startConsole } from './console-process';

/** The console's settings for the browser suite: no throttle to trip over, no simulated chat moving the monitor. */
export const E2E_SERVER_ENV = { LOGIN_RATE_LIMIT: '1000', MONITOR_SIMULATOR: '0' };

function build(script: string, ...args: string[]): void {
  const { status } = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`${script} failed`);
}

export default async function globalSetup(): Promise<() => void> {
  build('scripts/build-web.mjs');
  build('scripts/build-server.mjs', '--if-stale');
  const template = mkdtempSync(join(tmpdir(), 'console-e2e-template-'));
  const server = await startConsole({ dataDir: template, env: E2E_SERVER_ENV });
  try {
    const names = Object.keys(ACCOUNTS) as AccountName[];
    const tokens = await Promise.all(names.map((name) => signIn(server.url, ACCOUNTS[name].username, ACCOUNTS[name].password)));
    // Workers inherit the environment the global set-up leaves.
    process.env.E2E_TEMPLATE = template;
    process.env.E2E_TOKENS = JSON.stringify(Object.fromEntries(names.map((name, i) => [name, tokens[i]])));
  } finally {
    await server.stop();
  }
  return () => rmSync(template, { recursive: true, force: true });
}
