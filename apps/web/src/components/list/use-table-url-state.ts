import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { ListQuery, SortOrder } from '@console/shared';
import { filtersOf, parseTableQuery, serializeTableQuery, type ListQuerySchema } from '@/lib/list/list-query';

export interface TableUrlState<S extends ListQuerySchema = ListQuerySchema> {
  /** Paging, sorting and filters, ready to be sent as the list endpoint's query. */
  query: z.infer<S> & ListQuery;
  /** The filters alone. */
  filters: Record<string, unknown>;
  /** Applies new filters and goes back to page 1; size and sort are kept. */
  search: (filters: Record<string, unknown>) => void;
  /** Clears the filters and the sort, back to page 1; the page size is kept. */
  reset: () => void;
  /** Changes page or size; filters and sort are kept. */
  paginate: (current: number, pageSize: number) => void;
  /** Sorts by one field (or clears the sort) and goes back to page 1; filters are kept. */
  sort: (field: string | undefined, order: SortOrder | undefined) => void;
  /**
   * The row a link points at (`highlight=<id>`, as the global search opens a record), and the
   * navigation that brought it: a second visit by the same link is a new arrival. It is no list
   * state: the changes above leave it out of the URL, so it lasts until the list is changed.
   */
  highlight: RowHighlight | undefined;
}

export interface RowHighlight {
  id: number;
  /** The location's key: one per navigation. */
  arrival: string;
}

/** The URL parameter naming the row a link points at. */
const HIGHLIGHT_PARAM = 'highlight';

/** A row id, or nothing for anything else (a hand-edited link): no row matches it then. */
function highlightOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get(HIGHLIGHT_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * List state (filters, page, size, sort) kept in the URL and parsed with the list endpoint's query
 * schema: reload, back/forward and shared links show the same list. Every change is a history entry.
 */
export function useTableUrlState<S extends ListQuerySchema>(schema: S): TableUrlState<S> {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseTableQuery(params, schema), [params, schema]);
  const { key } = useLocation();
  const highlightId = highlightOf(params);
  const highlight = useMemo(
    () => (highlightId === undefined ? undefined : { id: highlightId, arrival: key }),
    [highlightId, key],
  );

  const navigate = useCallback(
    (next: Record<string, unknown>) => setParams(serializeTableQuery(next, schema)),
    [setParams, schema],
  );

  return useMemo(() => {
    const filters = filtersOf(query);
    const sorting = { sortField: query.sortField, sortOrder: query.sortOrder };
    return {
      query,
      filters,
      search: (next) => navigate({ ...filtersOf(next), ...sorting, pageSize: query.pageSize, current: 1 }),
      reset: () => navigate({ pageSize: query.pageSize, current: 1 }),
      paginate: (current, pageSize) => navigate({ ...query, current, pageSize }),
      sort: (sortField, sortOrder) =>
        navigate({ ...filters, pageSize: query.pageSize, current: 1, sortField, sortOrder }),
      highlight,
    };
  }, [query, navigate, highlight]);
}
