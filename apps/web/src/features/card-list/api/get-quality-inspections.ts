import { queryOptions } from '@tanstack/react-query';
import { cardListApi } from '@console/shared/card-list/contract';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { cardListKeys } from './card-list-keys';

/** The content inspection queues. */
export const getQualityInspections = () => call(cardListApi.qualityInspections);

export const qualityInspectionsQueryOptions = () =>
  queryOptions({ queryKey: cardListKeys.list('quality-inspection', currentLocale()), queryFn: getQualityInspections });
