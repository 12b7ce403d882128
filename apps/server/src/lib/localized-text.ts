import type { Locale } from '@console/shared';

/** Seeded catalogue text kept in every supported locale; the API answers in the request's one. */
export type LocalizedText = Record<Locale, string>;

/** The text in the caller's locale. */
export const localize = (text: LocalizedText, locale: Locale): string => text[locale];

/** Catalogue text in both locales, as the demo seed writes it. */
export const bothLocales = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

/** Text the server writes itself, in each locale (a message, a label of a record it creates). */
export const inEveryLocale = (write: (locale: Locale) => string): LocalizedText =>
  bothLocales(write('zh-CN'), write('en-US'));

/**
 * What a person typed: the same text in every locale (nothing is ever machine-translated), so it
 * reads and filters alike whatever the reader's language.
 */
export const asTyped = (text: string): LocalizedText => bothLocales(text, text);

/**
 * The text of a record after an edit typed in `locale`: unchanged text keeps its translations,
 * new text is the record's text in every language (`asTyped`).
 */
export const retyped = (current: LocalizedText, text: string, locale: Locale): LocalizedText =>
  localize(current, locale) === text ? current : asTyped(text);
