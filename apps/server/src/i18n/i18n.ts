import { DEFAULT_LOCALE, LOCALES, type Locale } from '@console/shared';
import zhCN from './zh-CN.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };

export type MessageKey = keyof typeof zhCN;

export const dictionaries: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(zhCN, key);
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

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return dictionaries[locale][key].replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
}
