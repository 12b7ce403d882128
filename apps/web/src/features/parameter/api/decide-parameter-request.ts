import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParameterRequest } from '@console/shared/parameter/schemas';
import { apiPost } from '@/lib/api-client';
import { parameterKeys } from './parameter-keys';

export interface Decision {
  id: number;
  /** `approve` makes the request's parameters current (admin); `cancel` withdraws it. */
  action: 'approve' | 'cancel';
}

/** `POST /api/parameter/requests/:id/approve|cancel` (409 when it is no longer waiting). */
export function decideParameterRequest({ id, action }: Decision): Promise<ParameterRequest> {
  return apiPost<ParameterRequest>(`/api/parameter/requests/${id}/${action}`);
}

/** Refetches the profile and the log after the decision, also after a refused one (someone decided first). */
export function useDecideParameterRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideParameterRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parameterKeys.all }),
  });
}
