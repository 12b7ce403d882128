import type { QueryClient } from '@tanstack/react-query';
import { profileBasicQueryOptions } from './get-profile-basic';

/** The group form starts from the current parameters: asked for as soon as the route grants access. */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(profileBasicQueryOptions());
}
