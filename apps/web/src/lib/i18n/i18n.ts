import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@console/shared';
import type { PluralBase } from '@console/shared/plural';
import { createI18n, isLocale, type Dictionary, type I18n, type TFunction } from './i18n-core';
import { toast } from '@/lib/toast/toast';

function storedLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/**
 * Every text key of the app. Each `locales/` folder adds its own keys in a `keys.ts` beside its
 * dictionaries (declaration merging), so naming a key that no dictionary holds fails the typecheck
 * and no central list of folders exists.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each folder's keys.ts
export interface MessageKeys {}
/** Plural forms (`key_one`, `key_other`) are named by their base key with a numeric `count`. */
export type MessageKey = PluralBase<Extract<keyof MessageKeys, string>>;

/**
 * A key that arrives as data (a route's `titleKey`, a validation issue's message): the route
 * table's keys and the shared schemas' messages are checked against the dictionaries by tests.
 */
export const messageKey = (key: string): MessageKey => key as MessageKey;

export const i18n = createI18n<MessageKey>({ language: storedLocale(), fallback: FALLBACK_LOCALE });

/** Adds `<folder>/locales/<locale>.json` dictionaries, as `import.meta.glob` gives them. */
export function registerDictionaries(files: Record<string, Dictionary>): void {
  for (const [path, dictionary] of Object.entries(files)) {
    const locale = LOCALES.find((l) => path.endsWith(`/${l}.json`));
    if (!locale) throw new Error(`${path}: a dictionary is named after its locale (${LOCALES.join(', ')})`);
    i18n.addResourceBundle(locale, dictionary);
  }
}

/** Loads a screen's dictionaries (lazy `import.meta.glob` results) and registers them. */
export async function loadDictionaries(files: Record<string, () => Promise<Dictionary>>): Promise<void> {
  const loaded = await Promise.all(Object.entries(files).map(async ([path, load]) => [path, await load()] as const));
  registerDictionaries(Object.fromEntries(loaded));
}

/**
 * The texts every page may show: global keys (`src/locales`) and the shell's (navbar, menu, tab
 * bar, settings, message box). A feature's texts load with its screens (`features/<x>/screens.ts`),
 * so the login page carries no other screen's texts (ADR 010); the idle warning's, which few
 * sessions ever see, load with its dialog.
 */
registerDictionaries(
  import.meta.glob<Dictionary>(
    ['../../locales/*.json', '../../app/**/locales/*.json', '!../../app/shell/idle-warning/locales/*.json'],
    { eager: true, import: 'default' },
  ),
);
document.documentElement.lang = i18n.language;

/** Each language named in itself, as a language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

export function currentLocale(): Locale {
  return i18n.language;
}

function setLanguage(locale: Locale): void {
  i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/**
 * Switches the UI language, keeps it as this browser's choice and confirms in the new language
 * (docs/product.md, Shell: navbar). Signed in, the account keeps it too (`useServerSettingsSync`).
 */
export function changeLocale(locale: Locale): void {
  if (locale === currentLocale()) return;
  setLanguage(locale);
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  toast('success', i18n.t('navbar.locale.switched'));
}

/**
 * `changeLocale` for a choice the user makes (a click, a command). The whole console renders again
 * in the new language, synchronously (its components read the language as an external store), so
 * it waits for the frame that answers the input, a menu closing, instead of holding that frame up:
 * the interaction took 120–144 ms on the Workplace, over INP's 100 (`npm run bench`).
 */
export function chooseLocale(locale: Locale): void {
  requestAnimationFrame(() => setTimeout(() => changeLocale(locale)));
}

/**
 * Speaks the signed-in account's language, quietly, for this page's life: the browser's own choice
 * stays what the login page shows after signing out.
 */
export function applyAccountLocale(locale: Locale): void {
  if (locale !== currentLocale()) setLanguage(locale);
}

/** Calls `listener` with each new language; answers the unsubscription. */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  return i18n.on('languageChanged', () => listener(currentLocale()));
}

const subscribe = (listener: () => void) => i18n.on('languageChanged', listener);
const language = () => i18n.language;

/**
 * The current language's `t` and the `i18n` instance; the component renders again when the
 * language changes, and `t` is then a new function (effects that translate list it as a dependency).
 */
export function useTranslation(): { t: TFunction<MessageKey>; i18n: I18n<MessageKey> } {
  return { t: i18n.getFixedT(useSyncExternalStore(subscribe, language)), i18n };
}
