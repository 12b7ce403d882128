import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The tests that start server processes run the production build: built once, when stale, before any test file. */
export default function setup(): void {
  const script = fileURLToPath(new URL('../../../scripts/build-server.mjs', import.meta.url));
  const { status } = spawnSync(process.execPath, [script, '--if-stale'], { stdio: 'inherit' });
  if (status !== 0) throw new Error('The server build failed');
}
