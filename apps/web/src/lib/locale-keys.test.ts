import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, ROUTES } from '@console/shared';

const SRC = join(import.meta.dirname, '..');

/** Every `locales` folder of the app (global, features, components). */
function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return entry.name === 'locales' ? [path] : localeFolders(path);
  });
}

function keysOf(folder: string, locale: string): string[] {
  return Object.keys(JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as object);
}

describe('locale dictionaries', () => {
  const folders = localeFolders(SRC);

  it('finds the global and feature dictionaries', () => {
    expect(folders.map((f) => relative(SRC, f))).toEqual(expect.arrayContaining(['locales', join('features', 'auth', 'locales')]));
  });

  it.each(folders.map((f) => [relative(SRC, f), f]))('%s has the same keys in every locale', (_name, folder) => {
    const [first, ...others] = LOCALES.map((locale) => new Set(keysOf(folder, locale)));
    for (const other of others) {
      expect([...(first ?? [])].filter((k) => !other.has(k))).toEqual([]);
      expect([...other].filter((k) => !first?.has(k))).toEqual([]);
    }
  });

  it('translates the title of every route in the table', () => {
    const global = new Set(keysOf(join(SRC, 'locales'), 'en-US'));
    expect(ROUTES.map((r) => r.titleKey).filter((key) => !global.has(key))).toEqual([]);
  });
});
