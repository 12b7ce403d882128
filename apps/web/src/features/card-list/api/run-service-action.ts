import { cardListApi } from '@console/shared/card-list/contract';
import type { ServiceActionParams } from '@console/shared/card-list/schemas';
import { call } from '@/lib/http/api';
import { useCardListWrite } from './card-list-write';

/** Opens, cancels or renews a service (admin). */
export const runServiceAction = (params: ServiceActionParams) => call(cardListApi.serviceAction, { params });

/** Refetches the services after the action, also after a refused one. */
export const useRunServiceAction = () => useCardListWrite('the-service', runServiceAction);
