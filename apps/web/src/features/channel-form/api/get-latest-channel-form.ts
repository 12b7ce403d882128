import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { channelFormApi } from '@console/shared/channel-form/contract';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { channelFormKeys } from './channel-form-keys';

/** The caller's newest form and where it stands, or null. */
export const getLatestChannelForm = () => call(channelFormApi.latest);

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
