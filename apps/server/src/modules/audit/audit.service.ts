import type { AuditLog } from '@console/shared';
import type { AuditLogRow } from '../../kit/audit';
import { listReadService } from '../../kit/list-service';
import type { createAuditLogStore } from './audit.store';

const toAuditLog = (row: AuditLogRow): AuditLog => ({
  id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  createdTime: row.createdAt.toISOString(),
});

/** Reads the audit log that every write of the kit fills: newest first unless sorted otherwise. */
export const createAuditService = (entries: ReturnType<typeof createAuditLogStore>) =>
  listReadService(entries, {
    defaultSort: { field: 'createdTime', order: 'descend' },
    toDto: toAuditLog,
    repositories: undefined,
  });
