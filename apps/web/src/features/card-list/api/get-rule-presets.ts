import { queryOptions } from '@tanstack/react-query';
import { cardListApi } from '@console/shared/card-list/contract';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { cardListKeys } from './card-list-keys';

/** The content rules and whether each is on. */
export const getRulePresets = () => call(cardListApi.rulePresets);

export const rulePresetsQueryOptions = () =>
  queryOptions({ queryKey: cardListKeys.list('rules-preset', currentLocale()), queryFn: getRulePresets });
