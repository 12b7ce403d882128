import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PROJECT_PAGE_SIZE } from '@console/shared/project/constants';
import { projectApi } from '@console/shared/project/contract';
import { projectCardQuerySchema, type ProjectCardQuery, type ProjectPage } from '@console/shared/project/schemas';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { parseTableQuery } from '@/lib/list/list-query';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { projectKeys } from './project-keys';

/** One page of live projects (no `categoryId`: every category). */
export function getProjectCards(query: Partial<ProjectCardQuery>): Promise<ProjectPage> {
  return call(projectApi.cards, { query });
}

export const projectCardsQueryOptions = (query: Partial<ProjectCardQuery>) =>
  queryOptions({
    queryKey: projectKeys.cards(query, currentLocale()),
    queryFn: () => getProjectCards(query),
    placeholderData: keepPreviousData,
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The cards' state in a URL (`categoryId`, `keyword`, `current`), read with the endpoint's own schema. */
export function cardQueryOf(params: URLSearchParams): Partial<ProjectCardQuery> {
  const { categoryId, keyword, current } = parseTableQuery(params, projectCardQuerySchema);
  return { categoryId, keyword, current, pageSize: PROJECT_PAGE_SIZE };
}

/** The route asks for the cards the URL shows as soon as it grants access (see `screens.ts`). */
export function prefetch(queryClient: QueryClient, url: URL): void {
  void queryClient.prefetchQuery(projectCardsQueryOptions(cardQueryOf(url.searchParams)));
}
