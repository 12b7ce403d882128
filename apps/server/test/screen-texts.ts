import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LOCALES, type Locale } from '@console/shared';
import { translate, type MessageKey } from '../src/i18n/i18n';

/** A web screen's dictionary in `locale` (apps/web/src/features/<feature>/locales). */
function screenDictionary(feature: string, locale: Locale): Record<string, string> {
  const file = new URL(`../../web/src/features/${feature}/locales/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * Holds the server's copy of a screen's chart texts equal to the screen's dictionary, so that a
 * picture the server draws and its live chart read the same (ADR 026): `texts` reads them through
 * a translator, once the server's and once the dictionary's, in each locale.
 */
export function itReadsAsTheScreen(
  feature: string,
  texts: (t: (key: MessageKey) => string, locale: Locale) => unknown,
) {
  it.each(LOCALES)(`reads as the ${feature} screen in %s`, (locale) => {
    const screen = screenDictionary(feature, locale);
    expect(texts((key) => translate(locale, key), locale)).toEqual(
      texts((key) => screen[key] ?? `(${key}: not in the screen's dictionary)`, locale),
    );
  });
}
