import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  PARAMETER_CHANGE_SCOPES,
  PARAMETER_REQUEST_STATUSES,
  type ParameterChangeScope,
  type ParameterRequestStatus,
} from '@console/shared/parameter/constants';
import type { AudioParameters, VideoParameters } from '@console/shared/parameter/schemas';
import { users } from '../schema';
import { localizedText, oneOf } from './columns';

/** Request numbers (`PR001001`…) are assigned by the database. */
export const parameterRequestNumbers = pgSequence('parameter_request_numbers', { startWith: 1001 });

/**
 * Changes of the stream parameters asked for in the group form. The current parameters are those
 * of the latest passed request (by decision time), the original ones those of the passed request
 * before it. A unique partial index lets at most one request be auditing at a time.
 */
export const parameterRequests = pgTable(
  'parameter_requests',
  {
    id: serial('id').primaryKey(),
    contentNumber: text('content_number')
      .notNull()
      .unique()
      .default(sql`('PR' || zero_padded(nextval('parameter_request_numbers'), 6))`),
    status: text('status').$type<ParameterRequestStatus>().notNull(),
    scope: text('scope').$type<ParameterChangeScope>().notNull(),
    video: jsonb('video').$type<VideoParameters>().notNull(),
    audio: jsonb('audio').$type<AudioParameters>().notNull(),
    description: localizedText('description'),
    requesterId: integer('requester_id').references(() => users.id, { onDelete: 'set null' }),
    /** Millisecond precision, like a JS Date: the log's order compares it exactly. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deciderId: integer('decider_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('parameter_requests_created_at_id_idx').on(t.createdAt, t.id),
    index('parameter_requests_status_decided_at_id_idx').on(t.status, t.decidedAt, t.id),
    uniqueIndex('parameter_requests_one_auditing_idx')
      .on(t.status)
      .where(sql`status = 'auditing'`),
    check('parameter_requests_status_check', oneOf(t.status, PARAMETER_REQUEST_STATUSES)),
    check('parameter_requests_scope_check', oneOf(t.scope, PARAMETER_CHANGE_SCOPES)),
    check('parameter_requests_decided_check', sql`(${t.status} = 'auditing') = (${t.decidedAt} is null)`),
  ],
);
