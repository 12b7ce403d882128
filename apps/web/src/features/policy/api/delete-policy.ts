import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PolicyDeleteResult } from '@console/shared';
import { apiDelete } from '@/lib/api-client';
import { policyKeys } from './policy-keys';

/** `DELETE /api/list/policy/:id` (admin). */
export function deletePolicy(id: number): Promise<PolicyDeleteResult> {
  return apiDelete<PolicyDeleteResult>(`/api/list/policy/${id}`);
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  });
}
