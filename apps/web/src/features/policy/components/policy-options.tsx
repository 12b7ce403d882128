import { useTranslation } from '@/lib/i18n';
import { Select, type SelectProps } from '@arco-design/web-react';
import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES } from '@console/shared';

const OPTIONS = {
  contentType: POLICY_CONTENT_TYPES,
  filterType: POLICY_FILTER_TYPES,
  status: POLICY_STATUSES,
} as const;

export type PolicyOptionField = keyof typeof OPTIONS;

/** A select over one of a policy's enumerations, with localized labels. */
export function PolicyOptionSelect({ field, ...rest }: Omit<SelectProps, 'children' | 'options'> & { field: PolicyOptionField }) {
  const { t } = useTranslation();
  return (
    <Select {...rest}>
      {OPTIONS[field].map((value) => (
        <Select.Option key={value} value={value}>
          {t(`searchTable.${field}.${value}`)}
        </Select.Option>
      ))}
    </Select>
  );
}
