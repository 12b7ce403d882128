import { queryOptions } from '@tanstack/react-query';
import type { Announcement } from '@console/shared/workplace/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/announcements`: the newest announcements, in the request's language. */
export function getAnnouncements(): Promise<Announcement[]> {
  return apiGet<Announcement[]>('/api/announcements');
}

/** Keyed by locale: the server writes the texts in the language the client asks for. */
export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: [...workplaceKeys.announcements(), currentLocale()],
    queryFn: getAnnouncements,
    staleTime: PREFETCHED_FRESH_MS,
  });
