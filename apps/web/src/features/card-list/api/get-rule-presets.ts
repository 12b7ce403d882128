import { queryOptions } from '@tanstack/react-query';
import type { RulePreset } from '@console/shared/card-list/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { cardListKeys } from './card-list-keys';

/** `GET /api/list/rules-preset`: the content rules and whether each is on. */
export function getRulePresets(): Promise<RulePreset[]> {
  return apiGet<RulePreset[]>('/api/list/rules-preset');
}

export const rulePresetsQueryOptions = () =>
  queryOptions({ queryKey: cardListKeys.list('rules-preset', currentLocale()), queryFn: getRulePresets });
