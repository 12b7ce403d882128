// `npm test`: lint, typecheck, unit + server + component suites, then the browser suite.
// Stops at the first failing step; the last line printed is the test runner's summary.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['vitest', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['e2e', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  console.log(`◀ ${name} ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
