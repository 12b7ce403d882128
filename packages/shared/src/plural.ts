/**
 * Plural forms of a text, the same rule in the browser's dictionaries and the server's: with a
 * numeric `count`, the key `<key>_<Intl.PluralRules category>` (`key_one`, `key_other`…) is used
 * where a dictionary holds it, and `<key>` itself otherwise.
 */
import type { Locale } from './constants';

/** Keys as callers name them: a plural form (`key_one`) by its base key (`key`), other keys as they are. */
export type PluralBase<K extends string> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : K;

const CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other'] satisfies Intl.LDMLPluralRule[]);

/** The base key of a plural form (`key` for `key_one`); undefined for a key that is not one. */
export function pluralBaseOf(key: string): string | undefined {
  const at = key.lastIndexOf('_');
  return at > 0 && CATEGORIES.has(key.slice(at + 1)) ? key.slice(0, at) : undefined;
}

/**
 * A function naming the plural form of `key` that `count` takes in `locale` (`key_one`…). It keeps a
 * PluralRules per locale, costly to make: each translator holds its own, and this module no state.
 */
export function createPluralKey(): (locale: Locale, key: string, count: number) => string {
  const rules: Partial<Record<Locale, Intl.PluralRules>> = {};
  return (locale, key, count) => `${key}_${(rules[locale] ??= new Intl.PluralRules(locale)).select(count)}`;
}
