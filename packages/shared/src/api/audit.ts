import { z } from 'zod';
import { filterTextSchema, idSchema, pageQueryShape, pageSchema } from '../list';

/**
 * The audit log: every write records who did what to which record, and when. Entity types and
 * actions are identifiers chosen by the module that writes (`policy`/`update`, `task`/`delete`…).
 * The operation is declared in `audit-contract.ts`.
 */

/** A module's name for its records or its actions: a camelCase identifier. */
export const auditIdentifierSchema = z.string().regex(/^[a-z][a-zA-Z0-9]{0,31}$/, 'validation.identifier');

/** The changed fields of a record before or after a write. */
export const auditSnapshotSchema = z.record(z.string(), z.unknown());
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

export const auditLogQuerySchema = z.object({
  ...pageQueryShape,
  entityType: auditIdentifierSchema.optional(),
  entityId: filterTextSchema(64),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogPageSchema = pageSchema(auditLogSchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
