import { DEFAULT_LOCALE, resolveSort, type ListQuery, type Locale, type Sort } from '@console/shared';
import type { AuditAction } from '@console/shared/audit/constants';
import type { UnitOfWork } from '../db/unit-of-work';
import { auditedWrites, type Actor, type AuditedWritesConfig, type WriteRepositories } from './audited-writes';

/** The reads a list service needs (`listStore` gives them). */
export interface ListReads<Row, Filter, F extends string> {
  page(query: Filter & ListQuery, sort: Sort<F>): Promise<{ rows: Row[]; total: number; totalCapped?: true }>;
  iterate(filter: Filter, sort: Sort<F>): AsyncIterable<Row>;
}

export interface ListServiceConfig<Row, Dto, F extends string, R> extends Omit<
  AuditedWritesConfig<Row, Dto, R>,
  'toDto'
> {
  /** The order without a `sortField`. */
  defaultSort: Sort<F>;
  /** The record as the API answers it in the caller's language (see `AuditedWritesConfig.toDto`). */
  toDto: (row: Row, repositories: R, locale: Locale) => Dto | Promise<Dto>;
}

/** The row, insert and filter types of a list's store. */
type RowOf<R extends { rows: { findById(id: number): Promise<unknown> } }> = NonNullable<
  Awaited<ReturnType<R['rows']['findById']>>
> & { id: number; version: number };
type InsertOf<R extends { rows: { insert(values: never): unknown } }> = Parameters<R['rows']['insert']>[0];
type FilterOf<R extends { rows: { iterate(filter: never, sort: never): unknown } }> = Parameters<
  R['rows']['iterate']
>[0];

/**
 * The reads of a list's service (what `listReadHandlers` calls): one page of records in the
 * caller's language, and every record of a filtered result for the download.
 */
export function listReadService<Row, Filter, Dto, F extends string, R>(
  rows: ListReads<Row, Filter, F>,
  {
    defaultSort,
    toDto,
    repositories,
  }: {
    defaultSort: Sort<F>;
    toDto: (row: Row, repositories: R, locale: Locale) => Dto | Promise<Dto>;
    repositories: R;
  },
) {
  return {
    async page(query: Filter & ListQuery, locale: Locale): Promise<{ list: Dto[]; total: number; totalCapped?: true }> {
      const { rows: found, ...total } = await rows.page(
        query,
        resolveSort(query as { sortField?: F; sortOrder?: ListQuery['sortOrder'] }, defaultSort),
      );
      return { list: await Promise.all(found.map((row: Row) => toDto(row, repositories, locale))), ...total };
    },

    /** The whole filtered result in list order, for the download. */
    async *exportRows(
      { sortField, sortOrder, ...filter }: Filter & { sortField?: F; sortOrder?: ListQuery['sortOrder'] },
      locale: Locale,
    ): AsyncGenerator<Dto> {
      for await (const row of rows.iterate(filter as Filter, resolveSort({ sortField, sortOrder }, defaultSort)))
        yield await toDto(row, repositories, locale);
    },
  };
}

/**
 * The service of a list (what `listHandlers` calls): one page of records, every record of a
 * filtered result for the download, and the audited writes. A module adds its own rules around it.
 */
export function listService<
  R extends WriteRepositories<RowOf<R>, InsertOf<R>> & { rows: ListReads<RowOf<R>, FilterOf<R>, F> },
  Dto,
  F extends string,
>(uow: UnitOfWork<R>, config: ListServiceConfig<RowOf<R>, Dto, F, R>) {
  type Row = RowOf<R>;
  type Filter = FilterOf<R>;
  const { rows } = uow.read;
  const { toDto, defaultSort } = config;
  /** The audited writes answering in `locale`. */
  const writes = (locale: Locale) =>
    auditedWrites<Row, InsertOf<R>, Dto, R>(uow, {
      ...config,
      toDto: (row, repositories) => toDto(row, repositories, locale),
    });
  const deletes = writes(DEFAULT_LOCALE);
  return {
    ...listReadService<Row, Filter, Dto, F, R>(rows, { defaultSort, toDto, repositories: uow.read }),

    create: (actor: Actor, input: InsertOf<R>, locale: Locale) => writes(locale).create(actor, input),

    /** An edit as the API takes it: the changed fields with the `version` the client read; `action` names it in the audit log. */
    update: (
      actor: Actor,
      id: number,
      { version, ...changes }: Partial<InsertOf<R>> & { version: number },
      locale: Locale,
      action?: AuditAction,
    ) => writes(locale).update(actor, id, version, changes as Partial<InsertOf<R>>, action),

    remove: deletes.remove,
    removeMany: deletes.removeMany,
  };
}
