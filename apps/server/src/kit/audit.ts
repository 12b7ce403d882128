import { count, desc, eq, sql } from 'drizzle-orm';
import type { AuditSnapshot } from '@console/shared';
import type { AuditAction, AuditEntityType } from '@console/shared/audit/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { auditLogs } from '../db/schema/audit';

/** One write as the audit log keeps it. Entity types and actions are the writing module's identifiers. */
export interface AuditEntry {
  actorId: number;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
  /** The record the entry belongs under, e.g. `project:3` (see `scopePage`). */
  scope?: string;
}

export type AuditLogRow = typeof auditLogs.$inferSelect;

/**
 * The audit log's writes, and a record's activity. Writers call `record` with the repository of the transaction that makes
 * the change, so the change and its entries commit (or roll back) together.
 */
export function createAuditStore(db: Db) {
  return {
    /** Each actor's username is copied in so the entry stays readable after the account is gone. */
    async record(...entries: AuditEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db.insert(auditLogs).values(
        entries.map((entry) => ({
          actorId: entry.actorId,
          actorName: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${entry.actorId})`,
          action: entry.action,
          entityType: entry.entityType,
          entityId: String(entry.entityId),
          before: entry.before ?? null,
          after: entry.after ?? null,
          scope: entry.scope ?? null,
        })),
      );
    },

    /** One page of the entries under `scope`, newest first (a record's activity). */
    async scopePage(
      scope: string,
      { current, pageSize }: { current: number; pageSize: number },
    ): Promise<{ rows: AuditLogRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLogs)
          .where(eq(auditLogs.scope, scope))
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(pageSize)
          .offset((current - 1) * pageSize),
        db.select({ total: count() }).from(auditLogs).where(eq(auditLogs.scope, scope)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type AuditStore = ReturnType<typeof createAuditStore>;

/** The fields that differ between two snapshots of a record, as `{before, after}` summaries. */
export function changedFields<T extends AuditSnapshot>(
  before: T,
  after: T,
): { before: AuditSnapshot; after: AuditSnapshot } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
