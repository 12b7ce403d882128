import type { QueryClient } from '@tanstack/react-query';
import { policyListQuerySchema } from '@console/shared';
import { parseTableQuery } from '@/components/search-table/table-url-state';
import { policiesQueryOptions } from './get-policies';

/**
 * Asks for the page of policies the URL shows (read the way the page reads it) as soon as the
 * route has granted access, in parallel with the page's code and first render.
 */
export function prefetch(queryClient: QueryClient, url: URL): void {
  void queryClient.prefetchQuery(policiesQueryOptions(parseTableQuery(url.searchParams, policyListQuerySchema)));
}
