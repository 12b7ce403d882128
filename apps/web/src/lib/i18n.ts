import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Message } from '@arco-design/web-react';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@console/shared';

type Dictionary = Record<string, string>;

/** Global keys in `src/locales`, one folder per feature in `src/features/<x>/locales`. */
const files = import.meta.glob<Dictionary>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

function dictionaries(): Record<Locale, Dictionary> {
  const merged = { 'zh-CN': {}, 'en-US': {} } as Record<Locale, Dictionary>;
  for (const [path, dictionary] of Object.entries(files)) {
    const locale = LOCALES.find((l) => path.endsWith(`/${l}.json`));
    if (locale) Object.assign(merged[locale], dictionary);
  }
  return merged;
}

function isLocale(value: string | null): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

function storedLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

const resources = Object.fromEntries(
  Object.entries(dictionaries()).map(([locale, dictionary]) => [locale, { translation: dictionary }]),
);

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLocale(),
  fallbackLng: FALLBACK_LOCALE,
  // Keys are flat ("menu.dashboard" and "menu.dashboard.workplace" both exist).
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = storedLocale();

/** Switches the UI language, stores it and confirms in the new language (screens.md 1.5). */
export async function changeLocale(locale: Locale): Promise<void> {
  if (locale === currentLocale()) return;
  await i18next.changeLanguage(locale);
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = locale;
  Message.success(i18next.t('navbar.locale.switched'));
}

export { i18next as i18n };
