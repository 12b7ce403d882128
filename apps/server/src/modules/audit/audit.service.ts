import type { AuditLog, AuditLogPage, AuditLogQuery } from '@console/shared';
import type { AuditLogRow, AuditStore } from '../../kit/audit';

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

/** Reads the audit log that every write of the kit fills. */
export function createAuditService(audit: AuditStore) {
  return {
    async page(query: AuditLogQuery): Promise<AuditLogPage> {
      const { rows, total } = await audit.page(query);
      return { list: rows.map(toAuditLog), total };
    },
  };
}
