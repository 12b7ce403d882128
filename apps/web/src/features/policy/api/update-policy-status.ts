import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policySchema, type Envelope, type Policy, type PolicyStatusInput } from '@console/shared';
import { apiClient } from '@/lib/api-client';
import { policyKeys } from './policy-keys';

export interface UpdatePolicyStatusVariables {
  id: number;
  input: PolicyStatusInput;
}

/** `PATCH /api/list/policy/:id/status` (admin): online/offline, with the row's version. */
export async function updatePolicyStatus({ id, input }: UpdatePolicyStatusVariables): Promise<Policy> {
  const response = await apiClient.patch<Envelope<unknown>>(`/api/list/policy/${id}/status`, input);
  return policySchema.parse(response.data.data);
}

export function useUpdatePolicyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicyStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  });
}
