import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RulePreset, RulePresetInput } from '@console/shared/card-list/schemas';
import { apiPatch } from '@/lib/api-client';
import { cardListKeys } from './card-list-keys';

export interface UpdateRulePresetVariables {
  id: number;
  input: RulePresetInput;
}

/** `PATCH /api/list/rules-preset/:id` (admin): switches a rule on or off. */
export function updateRulePreset({ id, input }: UpdateRulePresetVariables): Promise<RulePreset> {
  return apiPatch<RulePreset>(`/api/list/rules-preset/${id}`, input);
}

export function useUpdateRulePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRulePreset,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardListKeys.kind('rules-preset') }),
  });
}
