// `npm start`: builds the web app and the server when their builds are missing or stale, then runs
// the built server (which migrates, seeds an empty database and serves the app and the API).
// SIGTERM/SIGINT are forwarded to the server, and its exit code becomes ours.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD, buildServerIfStale } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(join(root, 'apps/web/index.html'))) {
  console.log('apps/web has no index.html yet: skipping the web build, serving the API only.');
} else {
  const status = buildWebIfStale();
  if (status !== 0) {
    console.error('The web build failed.');
    process.exit(status);
  }
}
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
