import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardListApi } from '@console/shared/card-list/contract';
import type { ServiceActionParams } from '@console/shared/card-list/schemas';
import { call } from '@/lib/http/api';
import { cardListKeys } from './card-list-keys';

/** Opens, cancels or renews a service (admin). */
export const runServiceAction = (params: ServiceActionParams) => call(cardListApi.serviceAction, { params });

/** Refetches the services (every locale) after the action, also after a refused one. */
export function useRunServiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runServiceAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardListKeys.kind('the-service') }),
  });
}
