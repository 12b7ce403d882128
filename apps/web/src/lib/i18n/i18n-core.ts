import { LOCALES, type Locale } from '@console/shared';
import { createPluralKey } from '@console/shared/plural';

/** Flat keys ("menu.dashboard" and "menu.dashboard.workplace" both exist) to texts. */
export type Dictionary = Readonly<Record<string, string>>;

/** Values of the `{{name}}` placeholders (`undefined` counts as none); a numeric `count` also picks the plural form. */
export type TranslateParams = Readonly<Record<string, string | number | undefined>>;

/** Translates a key; `K` narrows the keys a caller may name (the app's are typed, see `lib/i18n/i18n.ts`). */
export type TFunction<K extends string = string> = (key: K, params?: TranslateParams) => string;

export interface I18n<K extends string = string> {
  /** The current language. */
  readonly language: Locale;
  /** Translates into the current language. */
  t: TFunction<K>;
  /** The translator of one language: the same function on every call for that language. */
  getFixedT(locale: Locale): TFunction<K>;
  changeLanguage(locale: Locale): void;
  /** Calls `listener` after each change of language; returns the unsubscribe function. */
  on(event: 'languageChanged', listener: () => void): () => void;
  /** Adds (or replaces) keys of one language's dictionary. */
  addResourceBundle(locale: Locale, dictionary: Dictionary): void;
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

function assertLocale(value: unknown): asserts value is Locale {
  if (!isLocale(value)) throw new Error(`Unknown locale "${String(value)}": expected one of ${LOCALES.join(', ')}`);
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` placeholders, unescaped; one without a value stays as written. */
function interpolate(text: string, params: TranslateParams | undefined): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

/** One value per locale, made on first use. */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

/**
 * The app's translations: i18next's behaviour for what the app uses (see ADR 009). A key is
 * looked up in the current language, then in `fallback`; a missing key translates to itself.
 * With a numeric `count`, `<key>_<plural category>` (Intl.PluralRules of the language) is tried
 * before `<key>` itself: the rule of `@console/shared/plural`, which the server's messages follow too.
 */
export function createI18n<K extends string = string>({
  language,
  fallback,
}: {
  language: Locale;
  fallback: Locale;
}): I18n<K> {
  const dictionaryOf = perLocale(() => new Map<string, string>());
  const pluralKey = createPluralKey();
  const listeners = new Set<() => void>();
  let current = language;

  function resolve(locale: Locale, key: string, count: number | undefined): string | undefined {
    const dictionary = dictionaryOf(locale);
    const plural = count === undefined ? undefined : dictionary.get(pluralKey(locale, key, count));
    return plural ?? dictionary.get(key);
  }

  const getFixedT = perLocale((locale): TFunction<K> => (key, params) => {
    const count = typeof params?.count === 'number' ? params.count : undefined;
    const text = resolve(locale, key, count) ?? resolve(fallback, key, count);
    return text === undefined ? key : interpolate(text, params);
  });

  return {
    get language() {
      return current;
    },
    t: (key, params) => getFixedT(current)(key, params),
    getFixedT,
    changeLanguage(locale) {
      assertLocale(locale);
      if (locale === current) return;
      current = locale;
      for (const listener of [...listeners]) listener();
    },
    on(_event, listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    addResourceBundle(locale, dictionary) {
      assertLocale(locale);
      const target = dictionaryOf(locale);
      for (const [key, text] of Object.entries(dictionary)) target.set(key, text);
    },
  };
}
