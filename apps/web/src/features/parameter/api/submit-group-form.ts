import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParameterRequest, ParameterSet } from '@console/shared/parameter/schemas';
import { apiPost } from '@/lib/api-client';
import { parameterKeys } from './parameter-keys';

/** `POST /api/group-form/submit` with `{data}`: asks for these parameters (a request waiting for approval). */
export function submitGroupForm(data: ParameterSet): Promise<ParameterRequest> {
  return apiPost<ParameterRequest>('/api/group-form/submit', { data });
}

/** The profile and its log show the new request. */
export function useSubmitGroupForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGroupForm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parameterKeys.all }),
  });
}
