// `npm run typecheck`: every TypeScript project of the repository, checked by TypeScript 7 (the
// native compiler). TypeScript 5.9 stays installed as `typescript` for typescript-eslint, which reads
// its API (docs/decisions/055-typescript-7-checks-the-types.md). Each project is checked even when an
// earlier one fails, so that one run shows every error.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc');
const projects = ['packages/shared', 'apps/server', 'apps/web', '.'];
const extra = process.argv.slice(2);

const failed = projects.filter(
  (project) =>
    spawnSync(process.execPath, [tsc, '-p', project, ...extra], { cwd: root, stdio: 'inherit' }).status !== 0,
);
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
