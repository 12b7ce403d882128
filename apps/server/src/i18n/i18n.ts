import { DEFAULT_LOCALE, LOCALES, type Locale } from '@console/shared';
import { createPluralKey, pluralBaseOf, type PluralBase } from '@console/shared/plural';
import zhCN from './zh-CN.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };

/**
 * Every message key: the platform's (this folder) and each module's, which its `<x>.messages.ts`
 * adds by declaration merging and registers with `registerMessages`, so an unknown key fails the
 * typecheck and no central list of modules' texts exists. A text with plural forms (`key_one`) is
 * named by its base key, which `translate` turns into the form its numeric `count` takes.
 */
export interface MessageKeys extends Record<keyof typeof zhCN, true> {}
export type MessageKey = PluralBase<Extract<keyof MessageKeys, string>>;

export type Messages = Readonly<Record<string, string>>;

const dictionaries: Record<Locale, Map<string, string>> = { 'zh-CN': new Map(), 'en-US': new Map() };
const pluralKey = createPluralKey();

/**
 * Adds one dictionary per locale; every locale must hold the same keys (plural forms included, in
 * a language that has no use for them too), none empty, and each plural form its base key, the text
 * for the counts that have no form of their own.
 */
export function registerMessages(messages: Readonly<Record<Locale, Messages>>): void {
  const [reference, ...others] = LOCALES.map((locale) => Object.keys(messages[locale]).sort().join());
  if (others.some((keys) => keys !== reference))
    throw new Error(`Messages differ between locales: ${Object.keys(messages[DEFAULT_LOCALE]).join(', ')}`);
  for (const key of Object.keys(messages[DEFAULT_LOCALE])) {
    const base = pluralBaseOf(key);
    if (base !== undefined && !Object.hasOwn(messages[DEFAULT_LOCALE], base))
      throw new Error(`Message ${key} is a plural form of ${base}, which is missing`);
  }
  for (const locale of LOCALES) {
    for (const [key, text] of Object.entries(messages[locale])) {
      if (!text.trim()) throw new Error(`Message ${key} is empty in ${locale}`);
      dictionaries[locale].set(key, text);
    }
  }
}

registerMessages({ 'zh-CN': zhCN, 'en-US': enUS });

/** Every registered key with its text, per locale (tests). */
export function registeredMessages(locale: Locale): ReadonlyMap<string, string> {
  return dictionaries[locale];
}

/** Whether callers may name `key`: a registered key, but not a plural form, which `translate` picks itself. */
export function isMessageKey(key: string): key is MessageKey {
  return dictionaries[DEFAULT_LOCALE].has(key) && pluralBaseOf(key) === undefined;
}

/** Picks the best supported locale from an `Accept-Language` header (q-values honoured). */
export function resolveLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === tag.split('-')[0]);
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The text of `key` with its `{name}` placeholders filled; an unregistered key stays as it is. A
 * numeric `count` picks the plural form `<key>_<category>` where one is registered (`_one` in
 * English); callers pass it beside the placeholder that shows the number, which may be formatted.
 */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const dictionary = dictionaries[locale];
  const plural = typeof params.count === 'number' ? dictionary.get(pluralKey(locale, key, params.count)) : undefined;
  return (plural ?? dictionary.get(key) ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
    String(params[name] ?? match),
  );
}
