import { queryOptions } from '@tanstack/react-query';
import { contentDataSchema, type ContentDataPoint } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/content-data`: content created per day over the last eight days. */
export async function getContentData(): Promise<ContentDataPoint[]> {
  return contentDataSchema.parse(await apiGet<unknown>('/api/content-data'));
}

export const contentDataQueryOptions = () => queryOptions({ queryKey: workplaceKeys.contentData(), queryFn: getContentData });
