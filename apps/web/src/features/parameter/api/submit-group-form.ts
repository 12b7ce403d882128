import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parameterApi } from '@console/shared/parameter/contract';
import type { ParameterSet } from '@console/shared/parameter/schemas';
import { call } from '@/lib/http/api';
import { parameterKeys } from './parameter-keys';

/** Asks for these parameters (sent as `{data}`): a request waiting for approval. */
export const submitGroupForm = (data: ParameterSet) => call(parameterApi.submit, { body: { data } });

/** The profile and its log show the new request. */
export function useSubmitGroupForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGroupForm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parameterKeys.all }),
  });
}
