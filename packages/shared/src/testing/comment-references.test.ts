/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');

/**
 * What a comment or a document of this repository must not lean on: the documents the team worked
 * from, which are not part of it ("screens.md", "SPEC section"), the work items it was built in
 * ("issue 3"), and "the template", "the spec" or "the seed('s client)" for sources a reader cannot
 * open. Arco Design Pro is named by its name (README, "Sources"). A template database and the demo
 * seed are this repository's own, and say so.
 */
const OUTSIDE = new RegExp(
  [
    /\b(SPEC section|SPEC §|screens\.md|(?<![\w-])contract\.md|ARCHITECTURE\.md|PITFALLS\.md|CONVENTIONS\.md|shared\/reference)/,
    /\b[Ii]ssues? #?\d+/,
    /\b[Tt]he (template|spec|seed)(?!(['’]s)? (database|data|directory|copy|run))(['’]s)?\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

/** A path into docs/ that a comment or a document names: `docs/api.md`, `docs/decisions/004`. */
const DOCS_PATH = /(?<![/\w])docs\/[\w./-]*\w/g;

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js', '*.css', '*.md'],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && !file.endsWith('comment-references.test.ts') && existsSync(join(ROOT, file)));

const decisions = readdirSync(join(ROOT, 'docs/decisions'));

/** Whether a docs/ path names something there: a file, a folder, or an ADR by its number alone. */
function resolves(path: string): boolean {
  const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
  if (decision) return decisions.some((name) => name.startsWith(`${decision[1]}-`));
  return existsSync(join(ROOT, path.replace(/[.]$/, '')));
}

/** `file:line: text` of each line of the tracked files that `offends`. */
function offendingLines(offends: (line: string) => boolean): string[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (offends(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('comments and documents', () => {
  it('point into the repository, never at documents or work items outside it', () => {
    expect(offendingLines((line) => OUTSIDE.test(line))).toEqual([]);
  });

  it('name only docs/ files that exist', () => {
    expect(offendingLines((line) => [...line.matchAll(DOCS_PATH)].some(([path]) => !resolves(path)))).toEqual([]);
  });

  it('catch a planted reference to a work item or a missing document', () => {
    expect(OUTSIDE.test('// see issue 3')).toBe(true);
    expect(OUTSIDE.test('as the template does')).toBe(true);
    expect(OUTSIDE.test("the seed's client sends it")).toBe(true);
    expect(OUTSIDE.test('copied from the template database')).toBe(false);
    expect(resolves('docs/api.md')).toBe(true);
    expect(resolves('docs/decisions/004')).toBe(true);
    expect(resolves('docs/nowhere.md')).toBe(false);
  });
});
