import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Policy, PolicyUpdateInput } from '@console/shared';
import { apiPut } from '@/lib/api-client';
import { policyKeys } from './policy-keys';

export interface UpdatePolicyVariables {
  id: number;
  input: PolicyUpdateInput;
}

/** `PUT /api/list/policy/:id` (admin); 409 when the `version` is stale. */
export function updatePolicy({ id, input }: UpdatePolicyVariables): Promise<Policy> {
  return apiPut<Policy>(`/api/list/policy/${id}`, input);
}

/** Refetches the lists after success and after a conflict alike, so the latest version shows. */
export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  });
}
