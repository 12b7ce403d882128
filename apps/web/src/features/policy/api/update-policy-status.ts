import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policySchema, type Policy, type PolicyStatusInput } from '@console/shared';
import { apiPatch } from '@/lib/api-client';
import { policyKeys } from './policy-keys';

export interface UpdatePolicyStatusVariables {
  id: number;
  input: PolicyStatusInput;
}

/** `PATCH /api/list/policy/:id/status` (admin): online/offline, with the row's version. */
export async function updatePolicyStatus({ id, input }: UpdatePolicyStatusVariables): Promise<Policy> {
  return policySchema.parse(await apiPatch<unknown>(`/api/list/policy/${id}/status`, input));
}

export function useUpdatePolicyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicyStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  });
}
