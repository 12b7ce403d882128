// The web app's production build (apps/web/dist), made only when it is missing or older than a
// source: `npm start` and the first-load budgets (apps/web/build) both need a current one.
//   node scripts/build-web.mjs   builds only when a source is newer than the build
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
// The build's own plugins (`vite.*.ts`) beside its config: a change to how it chunks or compresses
// makes the build stale too.
const viteFiles = readdirSync(web).filter((name) => /^vite\..*\.ts$/.test(name));
const buildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  ...viteFiles.map((name) => `apps/web/${name}`),
  'packages/shared/src',
];

/** Builds when the build is missing or older than a source, and says so; returns the build's exit status (0 when it was current). */
export function buildWebIfStale() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...buildInputs.map((input) => newestMtime(join(root, input))));
  if (builtAt >= changedAt) return 0;
  console.log(builtAt ? 'The web build is older than its sources: rebuilding…' : 'No web build yet: building…');
  const started = Date.now();
  // Always the production build: a test runner's NODE_ENV=test would make Vite ship React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const { status } = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env });
  if (status !== 0) return status ?? 1;
  console.log(`Web build done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = buildWebIfStale();
