import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCALES } from '@console/shared';
import type { LocalizedText } from '../../lib/localized-text';
import { users } from '../schema';

export const localizedText = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

/** The account a row belongs to; the row goes with the account. */
export const ownerUserId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** CHECK expression limiting a text column to a fixed list of (code-defined, trusted) values. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** Each language's text of a `localizedText` column, the language as a literal (what an index can name). */
export const inEachLocale = (column: AnyPgColumn): SQL[] =>
  LOCALES.map((locale) => sql`(${column} ->> '${sql.raw(locale)}')`);

/** Each language's text of a `localizedText` column by a name of its own: `name_zh`, `name_en` (`searchIndexes`). */
export const localizedTexts = (name: string, column: AnyPgColumn): Record<string, SQL> =>
  Object.fromEntries(
    LOCALES.map((locale) => [`${name}_${locale.slice(0, 2)}`, sql`(${column} ->> '${sql.raw(locale)}')`]),
  );

/**
 * How many characters of a text the global search's exact and prefix indexes hold: more than its
 * longest query (`SEARCH_QUERY_MAX`), so that a text that equals or begins with a query is found by
 * them alike, and short enough for any text to fit a B-tree entry.
 */
export const FOLDED_CHARS = 64;

/** A text's first `FOLDED_CHARS` characters in lower case: what a query is compared with for exact and prefix matches. */
export const folded = (text: AnyPgColumn | SQL): SQL => sql`lower(left(${text}, ${sql.raw(String(FOLDED_CHARS))}))`;

/**
 * The global search's indexes of a table's texts (docs/decisions/044-search-index.md): one GIN index
 * of their trigrams (pg_trgm) for "contains", and, with `folded`, a B-tree of each one's `folded`
 * text for exact and prefix matches, where a table grows large enough for the trigrams of a one- or
 * two-character query to match too many rows.
 */
export function searchIndexes(
  table: string,
  texts: Readonly<Record<string, AnyPgColumn | SQL>>,
  { folded: withFolded = false }: { folded?: boolean } = {},
) {
  const [first, ...others] = Object.values(texts).map((text) => sql`${text} gin_trgm_ops`);
  return [
    index(`${table}_search_trgm_idx`).using('gin', first as SQL, ...others),
    ...(withFolded
      ? Object.entries(texts).map(([name, text]) =>
          index(`${table}_${name}_folded_idx`).using('btree', sql`${folded(text)} text_pattern_ops`),
        )
      : []),
  ];
}
