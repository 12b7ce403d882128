import type { QueryClient } from '@tanstack/react-query';
import { latestActivityQueryOptions } from './get-latest-activity';
import { myProjectsQueryOptions } from './get-my-projects';
import { myTeamsQueryOptions } from './get-my-teams';
import { visitsQueryOptions } from './get-visits';

/** Asks for every block of the user info as soon as the route grants access. */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(myProjectsQueryOptions());
  void queryClient.prefetchQuery(latestActivityQueryOptions());
  void queryClient.prefetchQuery(myTeamsQueryOptions());
  void queryClient.prefetchQuery(visitsQueryOptions());
}
