import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  POLICY_CONTENT_TYPES,
  POLICY_FILTER_TYPES,
  POLICY_STATUSES,
  type PolicyContentType,
  type PolicyFilterType,
  type PolicyStatus,
} from '@console/shared/policy/constants';
import { oneOf, searchIndexes } from './columns';

/** Set numbers are assigned by the database, never by the client. */
export const policyNumbers = pgSequence('policy_numbers', { startWith: 100 });

/**
 * Policies ("sets") of the search table. The indexes match the list's sort orders: each sort key
 * is followed by `id` as the tie-breaker, ascending (PostgreSQL scans them backwards for
 * descending orders; a drizzle `.desc()` index would be NULLS LAST and not match).
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('policy_numbers')`),
    name: text('name').notNull(),
    contentType: text('content_type').$type<PolicyContentType>().notNull(),
    count: integer('count').notNull(),
    status: text('status').$type<PolicyStatus>().notNull(),
    filterType: text('filter_type').$type<PolicyFilterType>().notNull(),
    /** Millisecond precision, like a JS Date: keyset pagination compares it exactly. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic lock: every write increments it; a write carrying an older one is refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('policies_created_at_id_idx').on(t.createdAt, t.id),
    index('policies_name_id_idx').on(t.name, t.id),
    index('policies_count_id_idx').on(t.count, t.id),
    // The list filtered by status alone, in its default order (newest first).
    index('policies_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    // The global search (docs/decisions/044-search-index.md): the latest change first, and the name's
    // indexes for exact, prefix and "contains" matches.
    index('policies_updated_at_id_idx').on(t.updatedAt, t.id),
    ...searchIndexes('policies', { name: t.name }, { folded: true }),
    check('policies_content_type_check', oneOf(t.contentType, POLICY_CONTENT_TYPES)),
    check('policies_status_check', oneOf(t.status, POLICY_STATUSES)),
    check('policies_filter_type_check', oneOf(t.filterType, POLICY_FILTER_TYPES)),
    check('policies_count_check', sql`${t.count} >= 0`),
  ],
);

/**
 * The number of rows in `policies`, in its single row. Statement triggers on `policies` (migration
 * 0002) keep it exact in the same transaction as each insert, delete and truncate, whichever process
 * writes, so the unfiltered list reads its total here instead of counting every row.
 */
export const policyTotal = pgTable(
  'policy_total',
  {
    /** Always true: the primary key allows a single row. */
    single: boolean('single').primaryKey().default(true),
    total: integer('total').notNull(),
  },
  (t) => [
    check('policy_total_single_check', sql`${t.single}`),
    check('policy_total_total_check', sql`${t.total} >= 0`),
  ],
);

/**
 * The number of rows in `policies` per status. Statement triggers on `policies` (migration 0013)
 * keep it exact like `policy_total`, so the list filtered by status alone reads its total here.
 */
export const policyStatusTotals = pgTable(
  'policy_status_totals',
  { status: text('status').$type<PolicyStatus>().primaryKey(), total: integer('total').notNull() },
  (t) => [check('policy_status_totals_total_check', sql`${t.total} >= 0`)],
);
