import { queryOptions } from '@tanstack/react-query';
import { cardListApi } from '@console/shared/card-list/contract';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { cardListKeys } from './card-list-keys';

/** The services with their contract state. */
export const getServices = () => call(cardListApi.services);

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: cardListKeys.list('the-service', currentLocale()), queryFn: getServices });
