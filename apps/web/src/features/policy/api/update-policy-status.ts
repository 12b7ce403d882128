import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Policy, PolicyStatusInput } from '@console/shared';
import { apiPatch } from '@/lib/api-client';
import { policyKeys } from './policy-keys';

export interface UpdatePolicyStatusVariables {
  id: number;
  input: PolicyStatusInput;
}

/** `PATCH /api/list/policy/:id/status` (admin): online/offline, with the row's version. */
export function updatePolicyStatus({ id, input }: UpdatePolicyStatusVariables): Promise<Policy> {
  return apiPatch<Policy>(`/api/list/policy/${id}/status`, input);
}

export function useUpdatePolicyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicyStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  });
}
