import { and, asc, between, count as countRows, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { rangeEnd, rangeStart, type PolicyFilter, type PolicySortField, type SortOrder } from '@console/shared';
import type { Db } from '../../db/client';
import { policies, policyTotal } from '../../db/schema/policies';

export type PolicyRow = typeof policies.$inferSelect;
export type PolicyFields = Pick<typeof policies.$inferInsert, 'name' | 'contentType' | 'filterType' | 'count' | 'status'>;
/** Seed and bench rows may also set the creation time. */
export type NewPolicy = PolicyFields & Pick<typeof policies.$inferInsert, 'createdAt'>;

export interface PolicySort {
  field: PolicySortField;
  order: SortOrder;
}

const SORT_COLUMNS = {
  number: policies.number,
  name: policies.name,
  count: policies.count,
  createdTime: policies.createdAt,
} as const satisfies Record<PolicySortField, unknown>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(filter: PolicyFilter): SQL | undefined {
  const { number, name, contentType, filterType, status, createdTime } = filter;
  return and(
    number === undefined ? undefined : eq(policies.number, number),
    name === undefined ? undefined : ilike(policies.name, `%${escapeLike(name)}%`),
    contentType === undefined ? undefined : eq(policies.contentType, contentType),
    filterType === undefined ? undefined : eq(policies.filterType, filterType),
    status === undefined ? undefined : eq(policies.status, status),
    createdTime === undefined ? undefined : between(policies.createdAt, rangeStart(createdTime[0]), rangeEnd(createdTime[1])),
  );
}

/** Sort key then `id`, both the same way: the `(key, id)` indexes serve both directions. */
function orderBy(sort: PolicySort) {
  const direction = sort.order === 'ascend' ? asc : desc;
  return [direction(SORT_COLUMNS[sort.field]), direction(policies.id)];
}

/** Rows strictly after `row` in `sort` order (keyset pagination). */
function after(sort: PolicySort, row: PolicyRow): SQL {
  const key = sort.field === 'createdTime' ? sql`${row.createdAt.toISOString()}::timestamptz` : sql`${row[sort.field]}`;
  const operator = sql.raw(sort.order === 'ascend' ? '>' : '<');
  return sql`(${SORT_COLUMNS[sort.field]}, ${policies.id}) ${operator} (${key}, ${row.id})`;
}

const BATCH_SIZE = 1000;

/** The number of policies, as the database keeps it (see `policyTotal`). */
const keptTotal = sql<number>`(select ${policyTotal.total} from ${policyTotal})`;

export function createPolicyRepository(db: Db) {
  /** The unfiltered page in one sort order, with the kept total on every row: built and planned once per connection. */
  const unfilteredPage = (sort: PolicySort) =>
    db
      .select({ row: policies, total: keptTotal })
      .from(policies)
      .orderBy(...orderBy(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`policy_page_${sort.field}_${sort.order}`);
  const unfilteredPages = new Map<string, ReturnType<typeof unfilteredPage>>();

  /** Filtered: a real count. Unfiltered: the total the database keeps exact (see `policyTotal`). */
  const count = async (filter: PolicyFilter = {}): Promise<number> => {
    const where = filterWhere(filter);
    const [row] = where
      ? await db.select({ total: countRows() }).from(policies).where(where)
      : await db.select({ total: policyTotal.total }).from(policyTotal);
    if (!row) throw new Error('policy_total has no row');
    return row.total;
  };

  return {
    async page(filter: PolicyFilter, sort: PolicySort, offset: number, limit: number): Promise<{ rows: PolicyRow[]; total: number }> {
      const where = filterWhere(filter);
      if (!where) {
        // One round trip: the kept total comes with every row (a page past the end reads it alone).
        const key = `${sort.field} ${sort.order}`;
        let query = unfilteredPages.get(key);
        if (!query) unfilteredPages.set(key, (query = unfilteredPage(sort)));
        const found = await query.execute({ limit, offset });
        return { rows: found.map(({ row }) => row), total: found[0]?.total ?? (await count()) };
      }
      const [rows, total] = await Promise.all([db.select().from(policies).where(where).orderBy(...orderBy(sort)).limit(limit).offset(offset), count(filter)]);
      return { rows, total };
    },

    /** Every matching row in `sort` order, read in batches so a large result never sits in memory. */
    async *iterate(filter: PolicyFilter, sort: PolicySort): AsyncGenerator<PolicyRow> {
      let last: PolicyRow | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(policies)
          .where(and(filterWhere(filter), last && after(sort, last)))
          .orderBy(...orderBy(sort))
          .limit(BATCH_SIZE);
        yield* rows;
        last = rows.at(-1);
        if (rows.length < BATCH_SIZE) return;
      }
    },

    count,

    async findById(id: number): Promise<PolicyRow | undefined> {
      const [row] = await db.select().from(policies).where(eq(policies.id, id));
      return row;
    },

    async insert(values: NewPolicy): Promise<PolicyRow> {
      const [row] = await db.insert(policies).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async insertMany(values: NewPolicy[]): Promise<void> {
      if (values.length) await db.insert(policies).values(values);
    },

    /** Applies `changes` only if the row still has `version`; undefined when it does not. */
    async updateAtVersion(id: number, version: number, changes: Partial<PolicyFields>): Promise<PolicyRow | undefined> {
      const [row] = await db
        .update(policies)
        .set({ ...changes, version: sql`${policies.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(policies.id, id), eq(policies.version, version)))
        .returning();
      return row;
    },

    async deleteByIds(ids: readonly number[]): Promise<PolicyRow[]> {
      return db
        .delete(policies)
        .where(inArray(policies.id, [...ids]))
        .returning();
    },
  };
}

export type PolicyRepository = ReturnType<typeof createPolicyRepository>;
