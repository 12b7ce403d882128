import { queryOptions } from '@tanstack/react-query';
import { workplaceApi } from '@console/shared/workplace/contract';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** The newest announcements, in the request's language. */
export const getAnnouncements = () => call(workplaceApi.announcements);

/** Keyed by locale: the server writes the texts in the language the client asks for. */
export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: [...workplaceKeys.announcements(), currentLocale()],
    queryFn: getAnnouncements,
    staleTime: PREFETCHED_FRESH_MS,
  });
