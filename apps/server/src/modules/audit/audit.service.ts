import type { AuditAction, AuditEntityType, AuditLog, AuditLogPage, AuditLogQuery, AuditSnapshot } from '@console/shared';
import type { Db } from '../../db/client';
import { createAuditRepository, type AuditLogRow } from './audit.repository';

export interface AuditEntry {
  actorId: number;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

/**
 * Records writes. Call it with the transaction that makes the change, so the change and its
 * audit entries are committed (or rolled back) together.
 */
export async function recordAudit(tx: Db, ...entries: AuditEntry[]): Promise<void> {
  await createAuditRepository(tx).insertMany(
    entries.map((entry) => ({
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/** The fields that differ between two snapshots of a record, as `{before, after}` summaries. */
export function changedFields<T extends AuditSnapshot>(before: T, after: T): { before: AuditSnapshot; after: AuditSnapshot } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

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

export function createAuditService(db: Db) {
  const repository = createAuditRepository(db);
  return {
    async page(query: AuditLogQuery): Promise<AuditLogPage> {
      const { rows, total } = await repository.page(query);
      return { list: rows.map(toAuditLog), total };
    },
  };
}
