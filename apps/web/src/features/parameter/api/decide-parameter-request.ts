import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parameterApi } from '@console/shared/parameter/contract';
import { call } from '@/lib/http/api';
import { parameterKeys } from './parameter-keys';

export interface Decision {
  id: number;
  /** `approve` makes the request's parameters current (admin); `cancel` withdraws it. */
  action: 'approve' | 'cancel';
}

/** Approves or cancels a request (409 when it is no longer waiting). */
export const decideParameterRequest = ({ id, action }: Decision) => call(parameterApi[action], { params: { id } });

/** Refetches the profile and the log after the decision, also after a refused one (someone decided first). */
export function useDecideParameterRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideParameterRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parameterKeys.all }),
  });
}
