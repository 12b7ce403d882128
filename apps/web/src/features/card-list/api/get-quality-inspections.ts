import { queryOptions } from '@tanstack/react-query';
import { qualityInspectionListSchema, type QualityInspectionItem } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { cardListKeys } from './card-list-keys';

/** `GET /api/list/quality-inspection`: the content inspection queues. */
export async function getQualityInspections(): Promise<QualityInspectionItem[]> {
  return qualityInspectionListSchema.parse(await apiGet<unknown>('/api/list/quality-inspection'));
}

export const qualityInspectionsQueryOptions = () =>
  queryOptions({ queryKey: cardListKeys.list('quality-inspection', currentLocale()), queryFn: getQualityInspections });
