import type { ListFilter } from '@/components/list';
import { useTranslation } from '@/lib/i18n/i18n';
import { usePolicyOptions } from './policy-options';

/** The filters of the policy search table (docs/product.md, Search table). */
export function usePolicyFilters(): ListFilter[] {
  const { t } = useTranslation();
  const options = usePolicyOptions();
  const all = t('policy.form.all');
  return [
    { field: 'number', label: t('policy.form.number'), kind: 'text', placeholder: t('policy.form.number.placeholder') },
    { field: 'name', label: t('policy.form.name'), kind: 'text', placeholder: t('policy.form.name.placeholder') },
    {
      field: 'contentType',
      label: t('policy.form.contentType'),
      kind: 'select',
      options: options.contentType,
      placeholder: all,
    },
    {
      field: 'filterType',
      label: t('policy.form.filterType'),
      kind: 'select',
      options: options.filterType,
      placeholder: all,
    },
    { field: 'createdTime', label: t('policy.form.createdTime'), kind: 'dateRange' },
    { field: 'status', label: t('policy.form.status'), kind: 'select', options: options.status, placeholder: all },
  ];
}
