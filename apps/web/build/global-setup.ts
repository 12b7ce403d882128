import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The budgets read the web build: built once, when missing or stale, before any test file. */
export default function setup(): void {
  const script = fileURLToPath(new URL('../../../scripts/build-web.mjs', import.meta.url));
  const { status } = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (status !== 0) throw new Error('The web build failed');
}
