import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@console/shared';
import { dictionaries, isMessageKey, resolveLocale, translate } from './i18n';

const sharedSrc = fileURLToPath(new URL('../../../../packages/shared/src', import.meta.url));

function sharedMessageKeys(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sharedMessageKeys(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/'(validation\.\w+)'/g)].map((m) => m[1] ?? '');
  });
}

describe('server dictionaries', () => {
  it('hold the same keys in every locale, none empty', () => {
    const reference = Object.keys(dictionaries['zh-CN']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(dictionaries[locale]).sort(), locale).toEqual(reference);
      for (const [key, text] of Object.entries(dictionaries[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('translate every validation message key used by the shared schemas', () => {
    const missing = sharedMessageKeys(sharedSrc).filter((key) => !isMessageKey(key));
    expect(missing).toEqual([]);
  });

  it("keep the spec's English login texts", () => {
    expect(translate('en-US', 'validation.usernameRequired')).toBe('Username cannot be empty');
    expect(translate('en-US', 'validation.passwordRequired')).toBe('Password cannot be empty');
    expect(translate('en-US', 'errors.rateLimited', { seconds: 30 })).toBe('Too many attempts, try again in 30 seconds');
  });

  it('resolve the locale from Accept-Language', () => {
    expect(resolveLocale(undefined)).toBe('zh-CN');
    expect(resolveLocale('en-GB,en;q=0.9')).toBe('en-US');
    expect(resolveLocale('zh-TW;q=0.9, en;q=0.8')).toBe('zh-CN');
    expect(resolveLocale('en;q=0, ja')).toBe('zh-CN');
  });
});
