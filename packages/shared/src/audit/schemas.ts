import { z } from 'zod';
import { dateRangeSchema, filterTextSchema, idSchema, listSchemas } from '../list';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_MAX,
  AUDIT_ENTITY_ID_MAX,
  AUDIT_ENTITY_TYPES,
  AUDIT_SORT_FIELDS,
} from './constants';

/**
 * The audit log: every write records who did what to which record, and when. Entity types and
 * actions are identifiers chosen by the module that writes (`policy`/`update`, `task`/`delete`…).
 * The operations are declared in `contract.ts`, the lists of both in `constants.ts`.
 */

/** A module's name for its records or its actions: a camelCase identifier. */
export const auditIdentifierSchema = z.string().regex(/^[a-z][a-zA-Z0-9]{0,31}$/, 'validation.identifier');

/** The changed fields of a record before or after a write. */
// An object of any fields rather than `z.record`: the same JSON schema, without adding zod's record
// type to the validation code every list page loads (1.1 KiB).
export const auditSnapshotSchema = z.object({}).catchall(z.unknown());
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditLogSchema = z.object({
  id: idSchema,
  /** Null when the account was deleted since. */
  actorId: idSchema.nullable(),
  actorName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: auditSnapshotSchema.nullable(),
  after: auditSnapshotSchema.nullable(),
  /** ISO 8601 instant. */
  createdTime: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

const auditFilters = {
  /** Part of the actor's username. */
  actor: filterTextSchema(AUDIT_ACTOR_MAX),
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: 'validation.option' }).optional(),
  /** The record's id, exactly. */
  entityId: filterTextSchema(AUDIT_ENTITY_ID_MAX),
  action: z.enum(AUDIT_ACTIONS, { error: 'validation.option' }).optional(),
  /** Written between two instants, inclusive (`time=…&time=…`). */
  time: dateRangeSchema.optional(),
};
export type AuditLogFilter = z.infer<z.ZodObject<typeof auditFilters>>;

/** The audit log on the list kit: read only, newest first unless sorted otherwise. */
export const auditLogList = listSchemas({ item: auditLogSchema, filters: auditFilters, sortFields: AUDIT_SORT_FIELDS });
export type AuditLogQuery = z.infer<typeof auditLogList.query>;

export type AuditLogPage = z.infer<typeof auditLogList.page>;
