import { useMemo } from 'react';
import type { SelectProps } from '@arco-design/web-react';
import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES } from '@console/shared/policy/constants';
import { OptionSelect, type ListOption } from '@/components/list';
import { useTranslation } from '@/lib/i18n/i18n';

export type PolicyOptionField = 'contentType' | 'filterType' | 'status';

/** The choices of each of a policy's enumerations, with localized labels. */
export function usePolicyOptions(): Record<PolicyOptionField, ListOption[]> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      contentType: POLICY_CONTENT_TYPES.map((value) => ({ value, label: t(`policy.contentType.${value}`) })),
      filterType: POLICY_FILTER_TYPES.map((value) => ({ value, label: t(`policy.filterType.${value}`) })),
      status: POLICY_STATUSES.map((value) => ({ value, label: t(`policy.status.${value}`) })),
    }),
    [t],
  );
}

/** A select over one of a policy's enumerations, with localized labels. */
export function PolicyOptionSelect({
  field,
  ...rest
}: Omit<SelectProps, 'children' | 'options'> & { field: PolicyOptionField }) {
  return <OptionSelect {...rest} options={usePolicyOptions()[field]} />;
}
