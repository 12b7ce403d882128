/// <reference types="node" />
/** Test support: the `validation.*` message keys the shared schemas use, read from their source. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shared package's sources. */
export const SHARED_SRC = join(import.meta.dirname, '..');

/** Every `validation.*` key written in a folder of the shared package (tests excluded), once each. */
export function sharedValidationKeys(dir: string = SHARED_SRC, { recursive = true } = {}): string[] {
  const keys = readdirSync(dir, { withFileTypes: true }).flatMap((entry): string[] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return recursive ? sharedValidationKeys(path) : [];
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/'(validation\.\w+)'/g)].map((match) => match[1] ?? '');
  });
  return [...new Set(keys)];
}
