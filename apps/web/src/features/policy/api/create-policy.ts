import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policySchema, type Policy, type PolicyCreateInput } from '@console/shared';
import { apiPost } from '@/lib/api-client';
import { policyKeys } from './policy-keys';

/** `POST /api/list/policy` (admin): the server assigns the number. */
export async function createPolicy(input: PolicyCreateInput): Promise<Policy> {
  return policySchema.parse(await apiPost<unknown>('/api/list/policy', input));
}

export function useCreatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  });
}
