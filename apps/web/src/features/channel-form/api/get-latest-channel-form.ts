import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ChannelForm } from '@console/shared/channel-form/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { channelFormKeys } from './channel-form-keys';

/** `GET /api/channel-form/latest`: the caller's newest form and where it stands, or null. */
export function getLatestChannelForm(): Promise<ChannelForm | null> {
  return apiGet<ChannelForm | null>('/api/channel-form/latest');
}

export const latestChannelFormQueryOptions = () =>
  queryOptions({
    queryKey: channelFormKeys.latest(currentLocale()),
    queryFn: getLatestChannelForm,
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The success page asks for its form as soon as the route grants access. */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(latestChannelFormQueryOptions());
}
