import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rulePresetSchema, type Envelope, type RulePreset, type RulePresetInput } from '@console/shared';
import { apiClient } from '@/lib/api-client';
import { cardListKeys } from './card-list-keys';

export interface UpdateRulePresetVariables {
  id: number;
  input: RulePresetInput;
}

/** `PATCH /api/list/rules-preset/:id` (admin): switches a rule on or off. */
export async function updateRulePreset({ id, input }: UpdateRulePresetVariables): Promise<RulePreset> {
  const response = await apiClient.patch<Envelope<unknown>>(`/api/list/rules-preset/${id}`, input);
  return rulePresetSchema.parse(response.data.data);
}

export function useUpdateRulePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRulePreset,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardListKeys.kind('rules-preset') }),
  });
}
