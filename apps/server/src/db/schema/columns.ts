import { sql } from 'drizzle-orm';
import { jsonb, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@console/shared';

/** Seeded catalogue text kept in every supported locale; the API answers in the request's one. */
export type LocalizedText = Record<Locale, string>;

export const localizedText = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** CHECK expression limiting a text column to a fixed list of (code-defined, trusted) values. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
