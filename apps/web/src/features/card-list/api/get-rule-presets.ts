import { queryOptions } from '@tanstack/react-query';
import { rulePresetListSchema, type RulePreset } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { cardListKeys } from './card-list-keys';

/** `GET /api/list/rules-preset`: the content rules and whether each is on. */
export async function getRulePresets(): Promise<RulePreset[]> {
  return rulePresetListSchema.parse(await apiGet<unknown>('/api/list/rules-preset'));
}

export const rulePresetsQueryOptions = () => queryOptions({ queryKey: cardListKeys.list('rules-preset', currentLocale()), queryFn: getRulePresets });
