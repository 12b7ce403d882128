/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');

/** Names of the documents the team worked from, which are not part of this repository. */
const OUTSIDE =
  /\b(SPEC section|SPEC §|screens\.md|contract\.md|ARCHITECTURE\.md|PITFALLS\.md|CONVENTIONS\.md|shared\/reference)/;

describe('source comments', () => {
  it('point into docs/, never at documents outside the repository', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js', '*.css'],
      { cwd: ROOT, encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => file && !file.endsWith('comment-references.test.ts'));
    const offending = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
