import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardListApi } from '@console/shared/card-list/contract';
import type { RulePresetInput } from '@console/shared/card-list/schemas';
import { call } from '@/lib/http/api';
import { cardListKeys } from './card-list-keys';

export interface UpdateRulePresetVariables {
  id: number;
  input: RulePresetInput;
}

/** Switches a rule on or off (admin). */
export const updateRulePreset = ({ id, input }: UpdateRulePresetVariables) =>
  call(cardListApi.setRulePreset, { params: { id }, body: input });

export function useUpdateRulePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRulePreset,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardListKeys.kind('rules-preset') }),
  });
}
