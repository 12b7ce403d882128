import { between, eq, ilike } from 'drizzle-orm';
import type { PolicySortField } from '@console/shared/policy/constants';
import type { PolicyFilter } from '@console/shared/policy/schemas';
import type { Db } from '../../db/client';
import { policies, policyStatusTotals, policyTotal } from '../../db/schema/policies';
import { containing, listStore, versionedRows } from '../../kit/list-store';

export type PolicyRow = typeof policies.$inferSelect;
/** Seed and bench rows may also set the creation time. */
export type NewPolicy = Pick<
  typeof policies.$inferInsert,
  'name' | 'contentType' | 'filterType' | 'count' | 'status' | 'createdAt'
>;

const list = listStore<typeof policies, PolicyFilter, PolicySortField>({
  table: policies,
  id: policies.id,
  filters: {
    number: (number) => eq(policies.number, number),
    name: (name) => ilike(policies.name, containing(name)),
    contentType: (contentType) => eq(policies.contentType, contentType),
    filterType: (filterType) => eq(policies.filterType, filterType),
    status: (status) => eq(policies.status, status),
    createdTime: ([from, to]) => between(policies.createdAt, new Date(from), new Date(to)),
  },
  sortColumns: { number: policies.number, name: policies.name, count: policies.count, createdTime: policies.createdAt },
  keptTotal: { table: policyTotal, column: policyTotal.total },
  keptTotalsBy: {
    filter: 'status',
    table: policyStatusTotals,
    key: policyStatusTotals.status,
    column: policyStatusTotals.total,
  },
});

const rows = versionedRows({
  table: policies,
  id: policies.id,
  version: policies.version,
  updatedAt: policies.updatedAt,
});

/** The policies' SQL: the kit's list reads and versioned writes. */
export const createPolicyStore = (db: Db) => ({ ...list(db), ...rows(db) });
export type PolicyStore = ReturnType<typeof createPolicyStore>;
