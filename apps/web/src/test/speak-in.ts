import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_LOCALE, type Locale } from '@console/shared';
import { i18n, registerDictionaries } from '@/lib/i18n/i18n';
import type { Dictionary } from '@/lib/i18n/i18n-core';

/**
 * A test file's screens speak `locale` with their folder's texts (`import.meta.glob` of its
 * `locales/*.json`, eager), as the app does once a screen's texts have loaded; the default comes
 * back after the file.
 */
export function speakIn(locale: Locale, dictionaries: Record<string, Dictionary>): void {
  beforeAll(() => {
    registerDictionaries(dictionaries);
    i18n.changeLanguage(locale);
  });
  afterAll(() => i18n.changeLanguage(DEFAULT_LOCALE));
}
