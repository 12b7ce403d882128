// `npm start`: builds the web app and the server when their builds are missing or stale, then runs
// the built server (which migrates, seeds an empty database and serves the app and the API).
// SIGTERM/SIGINT are forwarded to the server, and its exit code becomes ours.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD, buildServerIfStale, newestMtime } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
// The build's own plugins (`vite.*.ts`) beside its config: a change to how it chunks or compresses
// makes the build stale too.
const viteFiles = readdirSync(web).filter((name) => /^vite\..*\.ts$/.test(name));
const buildInputs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', ...viteFiles.map((name) => `apps/web/${name}`), 'packages/shared/src'];

function buildWebIfStale() {
  if (!existsSync(join(web, 'index.html'))) {
    console.log('apps/web has no index.html yet: skipping the web build, serving the API only.');
    return;
  }
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...buildInputs.map((input) => newestMtime(join(root, input))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'The web build is older than its sources: rebuilding…' : 'No web build yet: building…');
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error('The web build failed.');
    process.exit(status ?? 1);
  }
  console.log(`Web build done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

buildWebIfStale();
await buildServerIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUILD], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
// `npm start` runs this script through `sh -c`, and sh dies of npm's SIGTERM without passing it
// on: when our parent goes away, stop the server as if the SIGTERM had reached us.
const parentPid = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parentPid) return;
  clearInterval(orphanWatch);
  server.kill('SIGTERM');
}, 500);
orphanWatch.unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
