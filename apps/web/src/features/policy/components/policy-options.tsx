import { useTranslation } from '@/lib/i18n';
import { Select, type SelectProps } from '@arco-design/web-react';
import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES } from '@console/shared/policy/constants';

const OPTIONS = {
  contentType: POLICY_CONTENT_TYPES.map((value) => ({ value, label: `policy.contentType.${value}` as const })),
  filterType: POLICY_FILTER_TYPES.map((value) => ({ value, label: `policy.filterType.${value}` as const })),
  status: POLICY_STATUSES.map((value) => ({ value, label: `policy.status.${value}` as const })),
};

export type PolicyOptionField = keyof typeof OPTIONS;

/** A select over one of a policy's enumerations, with localized labels. */
export function PolicyOptionSelect({
  field,
  ...rest
}: Omit<SelectProps, 'children' | 'options'> & { field: PolicyOptionField }) {
  const { t } = useTranslation();
  return (
    <Select {...rest}>
      {OPTIONS[field].map(({ value, label }) => (
        <Select.Option key={value} value={value}>
          {t(label)}
        </Select.Option>
      ))}
    </Select>
  );
}
