import type { QueryClient } from '@tanstack/react-query';
import { announcementsQueryOptions } from './get-announcements';
import { contentCategoriesQueryOptions } from './get-content-categories';
import { contentDataQueryOptions } from './get-content-data';
import { DEFAULT_POPULAR_CATEGORY, popularListQueryOptions } from './get-popular-list';
import { recentVisitsQueryOptions } from './get-recent-visits';
import { workplaceStatsQueryOptions } from './get-workplace-stats';

/**
 * Asks for every block's data at once, as soon as the route has granted access: the answers
 * arrive while the page's code loads and renders, instead of after its first render.
 */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(workplaceStatsQueryOptions());
  void queryClient.prefetchQuery(contentDataQueryOptions());
  void queryClient.prefetchQuery(popularListQueryOptions(DEFAULT_POPULAR_CATEGORY));
  void queryClient.prefetchQuery(contentCategoriesQueryOptions());
  void queryClient.prefetchQuery(announcementsQueryOptions());
  void queryClient.prefetchQuery(recentVisitsQueryOptions());
}
