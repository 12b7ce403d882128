import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeleteResult, ExportFormat, ListQuery } from '@console/shared';
import type { AnyOperation, InputOf, ResponseOf } from '@console/shared/api/contract';
import { callAs, download } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { parseTableQuery, requestParams, type ListQuerySchema } from './list-query';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { saveBlob } from '@/lib/dom/save-blob';

/** A record a list edits: it carries the optimistic-lock version its writes send back. */
export interface VersionedRecord {
  id: number;
  version: number;
}

/** The operations of a list that is only read (`listReadOperations` in its area's contract). */
export interface ListReadOperations {
  list: AnyOperation;
  export: AnyOperation & { answers: 'file' };
}

/** The operations of a list that is written too (`listOperations`). */
export interface ListOperations extends ListReadOperations {
  create: AnyOperation;
  update: AnyOperation;
  remove: AnyOperation;
  removeMany: AnyOperation;
}

/** The record a list's page holds. */
export type ItemOf<Ops extends ListReadOperations> = ResponseOf<Ops['list']> extends { list: (infer I)[] } ? I : never;

export interface ListResourceConfig<Ops extends ListReadOperations, Q extends ListQuerySchema> {
  /** First part of every query key of the resource. */
  key: string;
  operations: Ops;
  /** The list operation's query schema (shared): reads the URL, shapes the request. */
  querySchema: Q;
}

export interface Page<Item> {
  list: Item[];
  total: number;
  /** More rows than `total` match (the shared `pageSchema`). */
  totalCapped?: boolean;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * The reads of one list endpoint of the kit (docs/api.md, "Lists") on the client: its query keys
 * (`all → lists → list(query)`), the page query, the prefetch a route runs, and the download. A list
 * that is only read (a ledger) uses it alone.
 */
export function listReadResource<Ops extends ListReadOperations, Q extends ListQuerySchema>(
  config: ListResourceConfig<Ops, Q>,
) {
  return readableList<ItemOf<Ops>, Q>(config);
}

/** `listReadResource`, its record named. */
function readableList<Item, Q extends ListQuerySchema>({
  key,
  operations,
  querySchema,
}: ListResourceConfig<ListReadOperations, Q>) {
  // The server answers in the caller's language (names kept in both): the locale is part of a page's key.
  const keys = {
    all: [key] as const,
    lists: () => [key, 'list'] as const,
    list: (query: ListQuery) => [key, 'list', query, currentLocale()] as const,
  };

  const getPage = (query: ListQuery) =>
    callAs<Page<Item>>(operations.list, {
      query: requestParams(query as unknown as Record<string, unknown>, querySchema),
    });

  /** Keeps the previous page on screen while the next one loads; fresh for a moment after a route's prefetch. */
  const pageQuery = (query: ListQuery) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: () => getPage(query),
      placeholderData: keepPreviousData,
      staleTime: PREFETCHED_FRESH_MS,
    });

  return {
    keys,
    querySchema,
    pageQuery,

    /** Asks for the page a URL shows, read the way the screen reads it (a route's prefetch). */
    prefetch(queryClient: QueryClient, url: URL): void {
      void queryClient.prefetchQuery(pageQuery(parseTableQuery(url.searchParams, querySchema)));
    },

    /** The whole filtered, sorted result as a file, saved by the browser. */
    async download(query: ListQuery, format: ExportFormat): Promise<void> {
      const { current: _current, pageSize: _pageSize, ...filters } = query;
      const params = requestParams({ ...filters, format }, querySchema);
      const response = await download(operations.export, { query: params });
      saveBlob(response.data, fileNameOf(response.headers.get('content-disposition'), `${key}.${format}`));
    },
  };
}

/**
 * One list endpoint of the kit on the client: its reads (`listReadResource`) and the write
 * mutations. Every write refetches the lists, after a success and after a refusal alike, so the
 * latest data shows (a 409 means someone else changed a row).
 */
export function listResource<Ops extends ListOperations, Q extends ListQuerySchema>(
  config: ListResourceConfig<Ops, Q>,
) {
  return writableList<ItemOf<Ops>, InputOf<Ops['create'], 'body'>, InputOf<Ops['update'], 'body'>, Q>(config);
}

/** `listResource`, its record and its bodies named (what a list screen is generic over). */
function writableList<Item, Input, Update, Q extends ListQuerySchema>(config: ListResourceConfig<ListOperations, Q>) {
  const { operations } = config;
  const reads = readableList<Item, Q>(config);

  /** A write that refetches every page of the list when it settles. */
  const useWrite = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSettled: () => queryClient.invalidateQueries({ queryKey: reads.keys.lists() }),
    });
  };

  return {
    ...reads,
    useCreate: () => useWrite((input: Input) => callAs<Item>(operations.create, { body: input })),
    /** An edit at the version the row was read (409 with the current row when it moved on). */
    useUpdate: () =>
      useWrite(({ id, input }: { id: number; input: Update }) =>
        callAs<Item>(operations.update, { params: { id }, body: input }),
      ),
    /** A partial write of one record (a status switch): one of the list's record actions. */
    useRecordAction: <O extends AnyOperation>(operation: O) =>
      useWrite(({ id, input }: { id: number; input: InputOf<O, 'body'> }) =>
        callAs<Item>(operation, { params: { id }, body: input }),
      ),
    useRemove: () => useWrite((id: number) => callAs<DeleteResult>(operations.remove, { params: { id } })),
    useRemoveMany: () => useWrite((ids: number[]) => callAs<DeleteResult>(operations.removeMany, { body: { ids } })),
  };
}

export type ListResource<
  Item extends VersionedRecord = VersionedRecord,
  Input = unknown,
  Update = unknown,
> = ReturnType<typeof writableList<Item, Input, Update, ListQuerySchema>>;
