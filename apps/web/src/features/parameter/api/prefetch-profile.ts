import type { QueryClient } from '@tanstack/react-query';
import { operationLogQueryOptions } from './get-operation-log';
import { profileBasicQueryOptions } from './get-profile-basic';

/** The profile asks for its parameters and the first page of its log as soon as the route grants access. */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(profileBasicQueryOptions());
  void queryClient.prefetchQuery(operationLogQueryOptions());
}
