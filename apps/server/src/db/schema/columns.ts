import { sql } from 'drizzle-orm';
import { integer, jsonb, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
