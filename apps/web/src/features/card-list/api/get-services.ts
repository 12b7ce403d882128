import { queryOptions } from '@tanstack/react-query';
import type { ServiceCard } from '@console/shared/card-list/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { cardListKeys } from './card-list-keys';

/** `GET /api/list/the-service`: the services with their contract state. */
export function getServices(): Promise<ServiceCard[]> {
  return apiGet<ServiceCard[]>('/api/list/the-service');
}

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: cardListKeys.list('the-service', currentLocale()), queryFn: getServices });
