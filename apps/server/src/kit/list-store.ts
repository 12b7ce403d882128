import { and, asc, bindIfParam, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIST_WINDOW, LOCALES, type ListQuery, type Sort, type SortOrder } from '@console/shared';
import type { Db } from '../db/client';

/** The SQL condition of one filter field; absent fields add none. */
export type FilterConditions<Filter> = { [K in keyof Filter]-?: (value: NonNullable<Filter[K]>) => SQL | undefined };

/**
 * Values a row reads from other tables in the statement that reads it (a correlated count), by the
 * property that holds them: a page, an export's batch, one row or a write's answer stays one query.
 */
export type DerivedColumns = Record<string, SQL>;

/** A row of `T` with its derived values. */
export type RowWith<T extends PgTable, D extends DerivedColumns> = T['$inferSelect'] & {
  [K in keyof D]: D[K] extends SQL<infer V> ? V : never;
};

/** The table's columns and the derived values: what every read selects and every write returns. */
const selectionOf = (table: PgTable, derived: DerivedColumns | undefined) => ({
  ...getTableColumns(table),
  ...derived,
});

export interface ListStoreConfig<
  T extends PgTable,
  Filter,
  F extends string,
  D extends DerivedColumns = Record<never, SQL>,
> {
  table: T;
  /** The primary key: the tie-break of every order, and what writes address. */
  id: PgColumn;
  filters: FilterConditions<Filter>;
  /** The column of each sort field the shared schema whitelists. */
  sortColumns: Record<F, PgColumn>;
  /**
   * Where the database keeps the exact number of rows (a one-row table that statement triggers
   * maintain): the unfiltered list reads it instead of counting every row.
   */
  keptTotal?: { table: PgTable; column: PgColumn };
  /**
   * Where the database keeps the number of rows per value of one filter (a table that statement
   * triggers maintain, one row per value): the list filtered by that field alone reads it.
   */
  keptTotalsBy?: { filter: keyof Filter; table: PgTable; key: PgColumn; column: PgColumn };
  /** Values each row reads from other tables, beside its columns (see `DerivedColumns`). */
  derived?: D;
}

export interface VersionedConfig<T extends PgTable, D extends DerivedColumns = Record<never, SQL>> {
  table: T;
  id: PgColumn;
  /** Incremented by every update; an update at an older version changes nothing. */
  version: PgColumn;
  updatedAt?: PgColumn;
  /** The same as the list's, so that a write answers the row as the list reads it. */
  derived?: D;
}

/** `ilike` pattern for "contains `text`", with the wildcards of `text` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "Contains `text`" for a column of text kept in every language (`localizedText`): a filter finds
 * the record by its text in any of them.
 */
export const localizedContaining = (column: PgColumn, text: string): SQL =>
  or(...LOCALES.map((locale) => sql`${column} ->> ${locale} ilike ${containing(text)}`)) as SQL;

/** Rows are read and exported in batches of this many (keyset pagination). */
const BATCH_SIZE = 1000;

const direction = (order: SortOrder) => (order === 'ascend' ? asc : desc);

/** The property of a table's row that holds `column`. */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`Column ${column.name} is not a column of the table`);
  return entry[0];
}

/**
 * A list's reads: one page with the total, every row in order for exports, a count. Filters come
 * from the shared schema's filter fields, the sort from its whitelist, and every order ends with the
 * id, so pages never overlap or skip rows with equal keys. A `(key, id)` ascending index serves each
 * sort field in both directions (docs/decisions/004).
 */
export function listStore<
  T extends PgTable,
  Filter extends object,
  F extends string,
  D extends DerivedColumns = Record<never, SQL>,
>(config: ListStoreConfig<T, Filter, F, D>) {
  type Row = RowWith<T, D>;
  const { table, id, filters, sortColumns, keptTotal, keptTotalsBy, derived } = config;
  const selection = selectionOf(table, derived);
  const idKey = keyOf(table, id);
  const sortKeys = Object.fromEntries(
    Object.entries<PgColumn>(sortColumns).map(([field, column]) => [field, keyOf(table, column)]),
  );

  const where = (filter: Partial<Filter>): SQL | undefined =>
    and(
      ...Object.entries(filter).map(([field, value]) =>
        value === undefined
          ? undefined
          : (filters[field as keyof Filter] as (value: unknown) => SQL | undefined)(value),
      ),
    );

  const orderBy = (sort: Sort<F>) => [direction(sort.order)(sortColumns[sort.field]), direction(sort.order)(id)];

  /** Rows strictly after `row` in `sort` order. */
  const after = (sort: Sort<F>, row: Row): SQL => {
    const column = sortColumns[sort.field];
    const value = (row as Record<string, unknown>)[sortKeys[sort.field] ?? ''];
    const operator = sql.raw(sort.order === 'ascend' ? '>' : '<');
    const key = sql`${bindIfParam(value, column)}::${sql.raw(column.getSQLType())}`;
    return sql`(${column}, ${id}) ${operator} (${key}, ${(row as Record<string, unknown>)[idKey]})`;
  };

  return (db: Db) => {
    // drizzle cannot infer a generic table's row type through select(): the rows are the table's, with their derived values.
    const rows = (condition: SQL | undefined, sort: Sort<F>, limit: number, offset = 0) =>
      db
        .select(selection)
        .from(table as PgTable)
        .where(condition)
        .orderBy(...orderBy(sort))
        .limit(limit)
        .offset(offset) as unknown as Promise<Row[]>;

    /** The total the database keeps for `filter`, when it keeps one (undefined otherwise). */
    const keptTotalOf = async (filter: Partial<Filter>): Promise<number | undefined> => {
      const active = Object.entries(filter).filter(([, value]) => value !== undefined);
      const [only] = active;
      let kept: { total: unknown }[];
      if (active.length === 0 && keptTotal) kept = await db.select({ total: keptTotal.column }).from(keptTotal.table);
      else if (keptTotalsBy && active.length === 1 && only?.[0] === keptTotalsBy.filter)
        kept = await db
          .select({ total: keptTotalsBy.column })
          .from(keptTotalsBy.table)
          .where(eq(keptTotalsBy.key, only[1]));
      else return undefined;
      // No row kept for a value means no row has it.
      return Number(kept[0]?.total ?? 0);
    };

    /** Matching rows, counted no further than `limit` rows when one is given. */
    const countRows = async (filter: Partial<Filter>, limit?: number): Promise<number> => {
      const matching = db
        .select({ one: sql`1` })
        .from(table as PgTable)
        .where(where(filter));
      const [found] = await db
        .select({ total: count() })
        .from((limit === undefined ? matching : matching.limit(limit)).as('matching'));
      return Number(found?.total ?? 0);
    };

    const count_ = async (filter: Partial<Filter> = {}): Promise<number> =>
      (await keptTotalOf(filter)) ?? countRows(filter);

    /**
     * A page's total: the kept one, or the rows counted as far as one past the window, so that a
     * filter matching millions costs what a page deep in the window costs (ADR 054).
     */
    const pageTotal = async (filter: Partial<Filter>): Promise<{ total: number; totalCapped?: true }> => {
      const kept = await keptTotalOf(filter);
      if (kept !== undefined) return { total: kept };
      const counted = await countRows(filter, LIST_WINDOW + 1);
      return counted > LIST_WINDOW ? { total: LIST_WINDOW, totalCapped: true } : { total: counted };
    };

    /** The unfiltered page with the kept total on every row: planned once per sort order and connection. */
    const unfilteredPages = new Map<
      string,
      { execute(values: { limit: number; offset: number }): Promise<{ row: Row; total: number }[]> }
    >();
    const unfilteredPage = (sort: Sort<F>, kept: NonNullable<typeof keptTotal>) => {
      const name = `${tableName(table)}_page_${sort.field}_${sort.order}`;
      let query = unfilteredPages.get(name);
      if (!query) {
        query = db
          .select({ row: selection, total: sql<number>`(select ${kept.column} from ${kept.table})` })
          .from(table as PgTable)
          .orderBy(...orderBy(sort))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name) as unknown as NonNullable<typeof query>;
        unfilteredPages.set(name, query);
      }
      return query;
    };

    return {
      /** One page of the filtered, sorted list and the total of the whole result. */
      async page(
        query: Partial<Filter> & ListQuery,
        sort: Sort<F>,
      ): Promise<{ rows: Row[]; total: number; totalCapped?: true }> {
        const offset = (query.current - 1) * query.pageSize;
        const { current: _current, pageSize: _pageSize, sortField: _field, sortOrder: _order, ...filter } = query;
        const condition = where(filter as Partial<Filter>);
        if (!condition && keptTotal) {
          // One round trip: the kept total comes with every row (a page past the end reads it alone).
          const found = await unfilteredPage(sort, keptTotal).execute({ limit: query.pageSize, offset });
          return { rows: found.map(({ row }) => row), total: found[0] ? Number(found[0].total) : await count_() };
        }
        const [pageRows, total] = await Promise.all([
          rows(condition, sort, query.pageSize, offset),
          pageTotal(filter as Partial<Filter>),
        ]);
        return { rows: pageRows, ...total };
      },

      /** Every matching row in `sort` order, read in batches so a large result never sits in memory. */
      async *iterate(filter: Partial<Filter>, sort: Sort<F>): AsyncGenerator<Row> {
        let last: Row | undefined;
        for (;;) {
          const batch = await rows(and(where(filter), last && after(sort, last)), sort, BATCH_SIZE);
          yield* batch;
          last = batch.at(-1);
          if (batch.length < BATCH_SIZE) return;
        }
      },

      count: count_,
    };
  };
}

function tableName(table: PgTable): string {
  return (table as unknown as { [key: symbol]: string })[Symbol.for('drizzle:Name')] ?? 'rows';
}

/**
 * Single-row writes of a table whose rows carry an optimistic-lock `version`: an update applies
 * only at the version the client read, and increments it.
 */
export function versionedRows<T extends PgTable, D extends DerivedColumns = Record<never, SQL>>({
  table,
  id,
  version,
  updatedAt,
  derived,
}: VersionedConfig<T, D>) {
  type Row = RowWith<T, D>;
  type Insert = T['$inferInsert'];
  const selection = selectionOf(table, derived);
  return (db: Db) => ({
    async findById(rowId: number): Promise<Row | undefined> {
      const [row] = (await db
        .select(selection)
        .from(table as PgTable)
        .where(eq(id, rowId))) as Row[];
      return row;
    },

    async insert(values: Insert): Promise<Row> {
      const [row] = (await db.insert(table).values(values).returning(selection)) as Row[];
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async insertMany(values: Insert[]): Promise<void> {
      if (values.length) await db.insert(table).values(values);
    },

    /** Applies `changes` only if the row still has `atVersion`; undefined when it does not. */
    async updateAtVersion(rowId: number, atVersion: number, changes: Partial<Insert>): Promise<Row | undefined> {
      const set = {
        ...changes,
        [keyOf(table, version)]: sql`${version} + 1`,
        ...(updatedAt ? { [keyOf(table, updatedAt)]: sql`now()` } : {}),
      };
      const [row] = (await db
        .update(table)
        .set(set as never)
        .where(and(eq(id, rowId), eq(version, atVersion)))
        .returning(selection)) as Row[];
      return row;
    },

    /** Deletes the rows among `ids` that exist; answers them as they were. */
    async deleteByIds(ids: readonly number[]): Promise<Row[]> {
      return (await db
        .delete(table)
        .where(inArray(id, [...ids]))
        .returning(selection)) as Row[];
    },
  });
}
