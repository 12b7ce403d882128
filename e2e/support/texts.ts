/**
 * The web app's own texts, for specs that run in both locales: every `locales/<locale>.json` under
 * apps/web/src, merged as the app merges them. `{{name}}` placeholders are filled from `params`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UiLocale } from './auth';

const SOURCES = fileURLToPath(new URL('../../apps/web/src', import.meta.url));

function load(locale: UiLocale): Map<string, string> {
  const files = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' }).filter((path) =>
    path.endsWith(join('locales', `${locale}.json`)),
  );
  return new Map(
    files.flatMap((path) =>
      Object.entries(JSON.parse(readFileSync(join(SOURCES, path), 'utf8')) as Record<string, string>),
    ),
  );
}

const dictionaries = new Map<UiLocale, Map<string, string>>();

export type Texts = (key: string, params?: Record<string, string>) => string;

/** The texts of `locale`: a missing key is an error, not an empty string. */
export function textsOf(locale: UiLocale): Texts {
  let dictionary = dictionaries.get(locale);
  if (!dictionary) dictionaries.set(locale, (dictionary = load(locale)));
  const known = dictionary;
  return (key, params = {}) => {
    const text = known.get(key);
    if (text === undefined) throw new Error(`No ${locale} text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
  };
}
