import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Policy, PolicyCreateInput } from '@console/shared';
import { apiPost } from '@/lib/api-client';
import { policyKeys } from './policy-keys';

/** `POST /api/list/policy` (admin): the server assigns the number. */
export function createPolicy(input: PolicyCreateInput): Promise<Policy> {
  return apiPost<Policy>('/api/list/policy', input);
}

export function useCreatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  });
}
