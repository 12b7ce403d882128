import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LIVE_METHOD } from '../monitor-options';
import { chatQuery, programsQuery, studioQuery } from './monitor-api';

/** The studio, the whole chat and the default rotation, asked for while the page's code loads. */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(studioQuery());
  void queryClient.prefetchQuery(chatQuery({}));
  void queryClient.prefetchQuery(programsQuery(DEFAULT_LIVE_METHOD));
}
