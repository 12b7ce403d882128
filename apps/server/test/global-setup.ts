/**
 * Runs once before the server suite: builds the server when stale (the tests that start server
 * processes run the production build), then migrates and seeds the demo database once, as an
 * embedded data directory and, with TEST_DATABASE_URL, as a PostgreSQL template. Every test file
 * starts from a copy of these (test/helper.ts) instead of migrating and seeding its own.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prepareTemplates } from './templates';

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const script = fileURLToPath(new URL('../../../scripts/build-server.mjs', import.meta.url));
  const { status } = spawnSync(process.execPath, [script, '--if-stale'], { stdio: 'inherit' });
  if (status !== 0) throw new Error('The server build failed');
  const templates = await prepareTemplates();
  provide('demoTemplates', templates.names);
  return templates.remove;
}
