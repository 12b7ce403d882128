import { cardListApi } from '@console/shared/card-list/contract';
import type { RulePresetInput } from '@console/shared/card-list/schemas';
import { call } from '@/lib/http/api';
import { useCardListWrite } from './card-list-write';

export interface UpdateRulePresetVariables {
  id: number;
  input: RulePresetInput;
}

/** Switches a rule on or off (admin). */
export const updateRulePreset = ({ id, input }: UpdateRulePresetVariables) =>
  call(cardListApi.setRulePreset, { params: { id }, body: input });

export const useUpdateRulePreset = () => useCardListWrite('rules-preset', updateRulePreset);
