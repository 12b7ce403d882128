import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PolicyBatchDeleteInput, PolicyDeleteResult } from '@console/shared';
import { apiPost } from '@/lib/api-client';
import { policyKeys } from './policy-keys';

/** `POST /api/list/policy/batch-delete` (admin). */
export function batchDeletePolicies(input: PolicyBatchDeleteInput): Promise<PolicyDeleteResult> {
  return apiPost<PolicyDeleteResult>('/api/list/policy/batch-delete', input);
}

export function useBatchDeletePolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchDeletePolicies,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  });
}
