import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants';
import { pageSchema } from './policy';

/**
 * The audit log: every write records who did what to which record, and when.
 * `GET /member-api/api/audit-logs?current&pageSize&entityType&entityId` → `AuditLogPage`
 * (admin, newest first).
 */

export const AUDIT_ENTITY_TYPES = ['policy', 'serviceCard', 'rulePreset'] as const;
export const auditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES, { error: 'validation.option' });
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'open', 'cancel', 'renew', 'enable', 'disable'] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'validation.option' });
export type AuditAction = z.infer<typeof auditActionSchema>;

/** The changed fields of a record before or after a write. */
export const auditSnapshotSchema = z.record(z.string(), z.unknown());
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditLogSchema = z.object({
  id: z.number().int().positive(),
  /** Null when the account was deleted since. */
  actorId: z.number().int().positive().nullable(),
  actorName: z.string(),
  action: auditActionSchema,
  entityType: auditEntityTypeSchema,
  entityId: z.string(),
  before: auditSnapshotSchema.nullable(),
  after: auditSnapshotSchema.nullable(),
  /** ISO 8601 instant. */
  createdTime: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogQuerySchema = z.object({
  current: z.coerce.number().int().min(1, 'validation.pageMin').default(1),
  pageSize: z.coerce.number().int().min(1, 'validation.pageSizeRange').max(PAGE_SIZE_MAX, 'validation.pageSizeRange').default(10),
  entityType: auditEntityTypeSchema.optional(),
  entityId: z.string().min(1).max(64).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogPageSchema = pageSchema(auditLogSchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
