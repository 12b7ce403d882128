import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@console/shared';
import { createI18n, isLocale, type Dictionary, type I18n, type TFunction } from './i18n-core';
import { toast } from './toast';

function storedLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const i18n = createI18n({ language: storedLocale(), fallback: FALLBACK_LOCALE });

/** Adds `<folder>/locales/<locale>.json` dictionaries, as `import.meta.glob` gives them. */
export function registerDictionaries(files: Record<string, Dictionary>): void {
  for (const [path, dictionary] of Object.entries(files)) {
    const locale = LOCALES.find((l) => path.endsWith(`/${l}.json`));
    if (!locale) throw new Error(`${path}: a dictionary is named after its locale (${LOCALES.join(', ')})`);
    i18n.addResourceBundle(locale, dictionary);
  }
}

/**
 * Global keys in `src/locales`, one folder per feature in `src/features/<x>/locales`. The features
 * that are a screen of their own register their dictionaries from their page, so they load with
 * it and stay out of the login page (ADR 010): the workplace, policy and card-list features.
 */
registerDictionaries(
  import.meta.glob<Dictionary>(['../locales/*.json', '../features/*/locales/*.json', '!../features/{workplace,policy,card-list}/locales/*.json'], {
    eager: true,
    import: 'default',
  }),
);
document.documentElement.lang = i18n.language;

export function currentLocale(): Locale {
  return i18n.language;
}

/** Switches the UI language, stores it and confirms in the new language (screens.md 1.5). */
export function changeLocale(locale: Locale): void {
  if (locale === currentLocale()) return;
  i18n.changeLanguage(locale);
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = locale;
  toast('success', i18n.t('navbar.locale.switched'));
}

const subscribe = (listener: () => void) => i18n.on('languageChanged', listener);
const language = () => i18n.language;

/**
 * The current language's `t` and the `i18n` instance; the component renders again when the
 * language changes, and `t` is then a new function (effects that translate list it as a dependency).
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  return { t: i18n.getFixedT(useSyncExternalStore(subscribe, language)), i18n };
}
