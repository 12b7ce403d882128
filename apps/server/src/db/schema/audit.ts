import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AuditSnapshot } from '@console/shared';
import { users } from '../schema';
import { createdAt } from './columns';

/** Who did what to which record, and when. Written in the same transaction as the change. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the entry stays readable after the account is gone. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
    /** The record the entry belongs under, e.g. `project:3` for a task of project 3 (its activity). */
    scope: text('scope'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_at_id_idx').on(t.createdAt, t.id),
    index('audit_logs_entity_idx').on(t.entityType, t.entityId),
    index('audit_logs_scope_created_at_id_idx').on(t.scope, t.createdAt, t.id),
    // The user info's latest activity: an actor's newest entries.
    index('audit_logs_actor_id_created_at_id_idx').on(t.actorId, t.createdAt, t.id),
  ],
);
