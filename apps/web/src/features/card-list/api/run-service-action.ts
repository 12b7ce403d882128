import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceActionParams, ServiceCard } from '@console/shared/card-list/schemas';
import { apiPost } from '@/lib/api-client';
import { cardListKeys } from './card-list-keys';

/** `POST /api/list/the-service/:id/:action` (admin): open, cancel or renew a service. */
export function runServiceAction({ id, action }: ServiceActionParams): Promise<ServiceCard> {
  return apiPost<ServiceCard>(`/api/list/the-service/${id}/${action}`);
}

/** Refetches the services (every locale) after the action, also after a refused one. */
export function useRunServiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runServiceAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardListKeys.kind('the-service') }),
  });
}
