import { queryOptions } from '@tanstack/react-query';
import type { ContentCategory } from '@console/shared/workplace/constants';
import { workplaceApi } from '@console/shared/workplace/contract';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** The category shown first. */
export const DEFAULT_POPULAR_CATEGORY: ContentCategory = 'text';

/** The five most clicked items of a category. */
export const getPopularList = (type: ContentCategory) => call(workplaceApi.popular, { query: { type } });

/** Keyed by locale: the server writes the titles and the click counts in the language the client asks for. */
export const popularListQueryOptions = (type: ContentCategory) =>
  queryOptions({
    queryKey: [...workplaceKeys.popular(type), currentLocale()],
    queryFn: () => getPopularList(type),
    staleTime: PREFETCHED_FRESH_MS,
  });
