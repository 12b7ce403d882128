import { DEFAULT_LOCALE, LOCALES, type Locale } from '@console/shared';
import zhCN from './zh-CN.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };

/**
 * Every message key: the platform's (this folder) and each module's, which its `<x>.messages.ts`
 * adds by declaration merging and registers with `registerMessages`, so an unknown key fails the
 * typecheck and no central list of modules' texts exists.
 */
export interface MessageKeys extends Record<keyof typeof zhCN, true> {}
export type MessageKey = Extract<keyof MessageKeys, string>;

export type Messages = Readonly<Record<string, string>>;

const dictionaries: Record<Locale, Map<string, string>> = { 'zh-CN': new Map(), 'en-US': new Map() };

/** Adds one dictionary per locale; every locale must hold the same keys, none empty. */
export function registerMessages(messages: Readonly<Record<Locale, Messages>>): void {
  const [reference, ...others] = LOCALES.map((locale) => Object.keys(messages[locale]).sort().join());
  if (others.some((keys) => keys !== reference))
    throw new Error(`Messages differ between locales: ${Object.keys(messages[DEFAULT_LOCALE]).join(', ')}`);
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

export function isMessageKey(key: string): key is MessageKey {
  return dictionaries[DEFAULT_LOCALE].has(key);
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

/** The text of `key` with its `{name}` placeholders filled; an unregistered key stays as it is. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return (dictionaries[locale].get(key) ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
    String(params[name] ?? match),
  );
}
