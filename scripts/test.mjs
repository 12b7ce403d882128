// `npm test`: the production build, lint and typecheck side by side, then the Vitest suites, then
// the browser suite. Stops at the first failing phase. It prints each step's time against its budget
// and the ten slowest files of each runner, and records them in test-results/timings.json
// (docs/testing.md, "Keeping it fast"). The last line printed is the verdict.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_INSTALL, chromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const vitestReport = join(results, 'vitest-report.json');
const e2eReport = join(results, 'e2e-report.json');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

/**
 * The build, lint and typecheck side by side, then Vitest, then the browser suite. Each phase keeps
 * both cores busy: lint and typecheck beside Vitest made that phase 55 s longer than Vitest alone
 * (294 s against 239 s), and beside the build they add about 25 s (docs/testing.md). The build
 * comes before Vitest and Playwright, whose set-ups would otherwise both start one. `budget`:
 * seconds a step may take on the 2-core reference machine before the summary flags it.
 */
const phases = [
  [
    { name: 'build', budget: 45, cmd: 'npm', args: ['run', '-s', 'build'] },
    { name: 'lint', budget: 45, cmd: 'npm', args: ['run', '-s', 'lint'] },
    // One checker thread: the fewest CPU-seconds, while the phase keeps both cores busy (docs/decisions/055).
    { name: 'typecheck', budget: 40, cmd: 'npm', args: ['run', '-s', 'typecheck', '--', '--singleThreaded'] },
  ],
  [
    {
      name: 'vitest',
      budget: 180,
      cmd: 'npx',
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    },
  ],
  [{ name: 'e2e', budget: 360, cmd: 'npx', args: ['playwright', 'test'] }],
];

/** Runs a step; several steps of a phase print interleaved, each line prefixed when they do. */
function run(step, prefixed) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) console.log(`[${step.name}] ${line}`);
        });
        stream.on('end', () => rest && console.log(`[${step.name}] ${rest}`));
      }
    }
    child.on('close', (status) =>
      resolve({ name: step.name, budget: step.budget, status: status ?? 1, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** The ten slowest files of a runner, from its JSON report: [file, seconds][]. */
function slowest(report, files) {
  try {
    return files(JSON.parse(readFileSync(report, 'utf8')))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10);
  } catch {
    return [];
  }
}

const vitestFiles = (report) =>
  report.testResults.map((file) => [relative(root, file.name), (file.endTime - file.startTime) / 1000]);

/** Playwright's files: the time their tests took, summed over the workers that ran them. */
function playwrightFiles(report) {
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests)
        for (const result of test.results) totals.set(spec.file, (totals.get(spec.file) ?? 0) + result.duration / 1000);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...totals];
}

// The browser suite comes last: without its browser, say so now rather than after the other phases.
const browser = chromium();
if (!browser.installed) {
  console.error(
    `npm test needs Chromium at ${browser.path} for the browser suite. Install it with:\n  ${CHROMIUM_INSTALL}`,
  );
  process.exit(1);
}

const done = [];
const started = Date.now();
let failed;
for (const phase of phases) {
  console.log(`\n▶ ${phase.map((step) => step.name).join(' + ')}`);
  const outcomes = await Promise.all(phase.map((step) => run(step, phase.length > 1)));
  for (const outcome of outcomes)
    console.log(`◀ ${outcome.name} ${outcome.status === 0 ? 'ok' : 'FAILED'} in ${outcome.seconds.toFixed(1)} s`);
  done.push(...outcomes);
  failed = outcomes.find((outcome) => outcome.status !== 0);
  if (failed) break;
}

const total = (Date.now() - started) / 1000;
const slow = { vitest: slowest(vitestReport, vitestFiles), playwright: slowest(e2eReport, playwrightFiles) };
console.log('\nStep times (budget on the 2-core reference machine):');
for (const step of done)
  console.log(
    `  ${step.name.padEnd(30)} ${step.seconds.toFixed(1).padStart(6)} s  (${step.budget} s)${step.seconds > step.budget ? '  OVER BUDGET' : ''}`,
  );
console.log(`  ${'total'.padEnd(30)} ${total.toFixed(1).padStart(6)} s  (600 s)${total > 600 ? '  OVER BUDGET' : ''}`);
for (const [runner, files] of Object.entries(slow)) {
  if (files.length === 0) continue;
  console.log(`Slowest ${runner} files:`);
  for (const [file, seconds] of files) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'timings.json'), `${JSON.stringify({ total, steps: done, slowest: slow }, null, 2)}\n`);
console.log(failed ? `\nnpm test FAILED at ${failed.name}` : `\nnpm test passed in ${total.toFixed(0)} s`);
process.exit(failed ? failed.status : 0);
