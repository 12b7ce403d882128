import {
  ApiCode,
  type Policy,
  type PolicyCreateInput,
  type PolicyDeleteResult,
  type PolicyFilter,
  type PolicyListQuery,
  type PolicyPage,
  type PolicyStatusInput,
  type PolicyUpdateInput,
  type PolicySortField,
  type SortOrder,
} from '@console/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields, recordAudit } from '../audit/audit.service';
import type { SessionContext } from '../auth/session.service';
import { createPolicyRepository, type PolicyFields, type PolicyRepository, type PolicyRow, type PolicySort } from './policy.repository';

/** Without a sort field the newest policies come first. */
const DEFAULT_SORT: PolicySort = { field: 'createdTime', order: 'descend' };

export function policySort(query: { sortField?: PolicySortField; sortOrder?: SortOrder }): PolicySort {
  return query.sortField === undefined ? DEFAULT_SORT : { field: query.sortField, order: query.sortOrder ?? 'ascend' };
}

export const toPolicy = (row: PolicyRow): Policy => ({
  id: row.id,
  number: row.number,
  name: row.name,
  contentType: row.contentType,
  count: row.count,
  status: row.status,
  filterType: row.filterType,
  createdTime: row.createdAt.toISOString(),
  version: row.version,
});

/** What the audit log keeps of a policy. */
const snapshot = ({ number, name, contentType, count, status, filterType, version }: PolicyRow) => ({
  number,
  name,
  contentType,
  count,
  status,
  filterType,
  version,
});

/** 409 with the row as it is now, so the client can show it and let the user redo the edit. */
const versionConflict = (current: PolicyRow) =>
  new AppError(409, ApiCode.conflict, 'errors.policyVersionConflict', { data: { current: toPolicy(current) } });

export function createPolicyService(db: Db) {
  const policies = createPolicyRepository(db);
  const inTransaction = <T>(work: (repository: PolicyRepository, tx: Db) => Promise<T>) =>
    db.transaction((tx) => work(createPolicyRepository(tx), tx));

  /** Applies a versioned change: 404 for an unknown id, 409 when the row moved past `version`. */
  const updateVersioned = (actor: SessionContext, id: number, version: number, changes: Partial<PolicyFields>, action: 'update' | 'status') =>
    inTransaction(async (repository, tx) => {
      const before = await repository.findById(id);
      if (!before) throw notFound();
      if (before.version !== version) throw versionConflict(before);
      const after = await repository.updateAtVersion(id, version, changes);
      if (!after) {
        // Changed or deleted by another request since it was read above.
        const current = await repository.findById(id);
        throw current ? versionConflict(current) : notFound();
      }
      await recordAudit(tx, { actorId: actor.userId, action, entityType: 'policy', entityId: id, ...changedFields(snapshot(before), snapshot(after)) });
      return toPolicy(after);
    });

  /** Deletes the policies among `ids` that exist; answers how many went. */
  const removeMany = (actor: SessionContext, ids: readonly number[]): Promise<PolicyDeleteResult> =>
    inTransaction(async (repository, tx) => {
      const rows = await repository.deleteByIds([...new Set(ids)]);
      await recordAudit(
        tx,
        ...rows.map((row) => ({ actorId: actor.userId, action: 'delete' as const, entityType: 'policy' as const, entityId: row.id, before: snapshot(row) })),
      );
      return { deleted: rows.length };
    });

  return {
    async page(query: PolicyListQuery): Promise<PolicyPage> {
      const { rows, total } = await policies.page(query, policySort(query), (query.current - 1) * query.pageSize, query.pageSize);
      return { list: rows.map(toPolicy), total };
    },

    /** The whole filtered result in list order, for export. */
    async *all(filter: PolicyFilter, sort: PolicySort): AsyncGenerator<Policy> {
      for await (const row of policies.iterate(filter, sort)) yield toPolicy(row);
    },

    create: (actor: SessionContext, input: PolicyCreateInput): Promise<Policy> =>
      inTransaction(async (repository, tx) => {
        const row = await repository.insert(input);
        await recordAudit(tx, { actorId: actor.userId, action: 'create', entityType: 'policy', entityId: row.id, after: snapshot(row) });
        return toPolicy(row);
      }),

    update: (actor: SessionContext, id: number, { version, ...fields }: PolicyUpdateInput) => updateVersioned(actor, id, version, fields, 'update'),

    setStatus: (actor: SessionContext, id: number, { version, status }: PolicyStatusInput) =>
      updateVersioned(actor, id, version, { status }, 'status'),

    remove: async (actor: SessionContext, id: number): Promise<PolicyDeleteResult> => {
      const result = await removeMany(actor, [id]);
      if (result.deleted === 0) throw notFound();
      return result;
    },

    removeMany,
  };
}

export type PolicyService = ReturnType<typeof createPolicyService>;
