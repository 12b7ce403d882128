import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, ROUTES } from '@console/shared';
import { SHARED_SRC, sharedValidationKeys } from '@console/shared/testing/validation-keys';

const SRC = join(import.meta.dirname, '../..');

/** Source files of a folder, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

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
    expect(folders.map((f) => relative(SRC, f))).toEqual(
      expect.arrayContaining(['locales', join('features', 'auth', 'locales')]),
    );
  });

  it.each(folders.map((f) => [relative(SRC, f), f]))('%s has the same keys in every locale', (_name, folder) => {
    const [first, ...others] = LOCALES.map((locale) => new Set(keysOf(folder, locale)));
    for (const other of others) {
      expect([...(first ?? [])].filter((k) => !other.has(k))).toEqual([]);
      expect([...other].filter((k) => !first?.has(k))).toEqual([]);
    }
  });

  it.each(folders.map((f) => [relative(SRC, f), f]))(
    '%s declares its keys for the typecheck (keys.ts)',
    (_name, folder) => {
      expect(existsSync(join(folder, 'keys.ts'))).toBe(true);
    },
  );

  it("translates every validation message of the platform's shared schemas in the global dictionary", () => {
    const global = new Set(keysOf(join(SRC, 'locales'), 'en-US'));
    expect(sharedValidationKeys(SHARED_SRC, { recursive: false }).filter((key) => !global.has(key))).toEqual([]);
  });

  // An area's messages load with the screens that check its schemas, not with every page (ADR 010).
  it.each(readdirSync(join(SRC, 'features')).map((feature) => [feature]))(
    'features/%s translates the validation messages of the shared areas whose schemas it checks',
    (feature) => {
      const folder = join(SRC, 'features', feature);
      const known = new Set([
        ...keysOf(join(SRC, 'locales'), 'en-US'),
        ...(existsSync(join(folder, 'locales')) ? keysOf(join(folder, 'locales'), 'en-US') : []),
      ]);
      const areas = new Set(
        sourceFiles(folder).flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/@console\/shared\/([\w-]+)\/schemas/g)].map((m) => m[1] ?? ''),
        ),
      );
      const keys = [...areas].flatMap((area) => sharedValidationKeys(join(SHARED_SRC, area)));
      expect([...new Set(keys)].filter((key) => !known.has(key))).toEqual([]);
    },
  );

  it('translates the title of every route in the table', () => {
    const global = new Set(keysOf(join(SRC, 'locales'), 'en-US'));
    expect(ROUTES.map((r) => r.titleKey).filter((key) => !global.has(key))).toEqual([]);
  });
});
