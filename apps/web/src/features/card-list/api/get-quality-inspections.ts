import { queryOptions } from '@tanstack/react-query';
import type { QualityInspectionItem } from '@console/shared/card-list/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { cardListKeys } from './card-list-keys';

/** `GET /api/list/quality-inspection`: the content inspection queues. */
export function getQualityInspections(): Promise<QualityInspectionItem[]> {
  return apiGet<QualityInspectionItem[]>('/api/list/quality-inspection');
}

export const qualityInspectionsQueryOptions = () =>
  queryOptions({ queryKey: cardListKeys.list('quality-inspection', currentLocale()), queryFn: getQualityInspections });
