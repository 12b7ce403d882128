import { href } from '@console/shared';
import type { SearchHit } from '../api/search';

/** Where a record found opens: a screen showing it, or the message box at a message. */
export type RecordTarget = { path: string } | { message: { id: number; group: string } };

/** What a record's target depends on: a hit as found, or a recent pick of one. */
export type RecordRef = Pick<SearchHit, 'type' | 'id' | 'code' | 'group'>;

/** A screen's path with its query string, the absent values left out. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The screen that shows a record, filtered down to it (by the number or username it carries) and
 * with the record highlighted; a message opens in the message box, on its tab.
 */
export function recordTarget({ type, id, code, group }: RecordRef): RecordTarget {
  switch (type) {
    case 'policy':
      return { path: withQuery(href('SearchTable'), { number: code, highlight: id }) };
    case 'task':
      return { path: withQuery(href('ProjectSearchTable'), { number: code, highlight: id }) };
    case 'project':
      return { path: href('ProjectDetail', { id }) };
    case 'document':
      return { path: withQuery(href('Excel'), { doc: id }) };
    case 'conversation':
      return { path: withQuery(href('Chat'), { c: id }) };
    case 'account':
      return { path: withQuery(href('AdminUsers'), { keyword: code, highlight: id }) };
    case 'message':
      return { message: { id, group: group ?? 'message' } };
  }
}
