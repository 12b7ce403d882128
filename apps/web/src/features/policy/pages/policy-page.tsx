import { useMemo } from 'react';
import { policyInputSchema, type Policy } from '@console/shared/policy/schemas';
import { ListScreen, type ListScreenTexts } from '@/components/list';
import { useTranslation } from '@/lib/i18n/i18n';
import { policyResource } from '../api/policy-resource';
import { usePolicyColumns } from '../components/policy-columns';
import { usePolicyFilters } from '../components/policy-filter-fields';
import { NEW_POLICY, PolicyFormFields } from '../components/policy-form-fields';
import { PolicyStatusSwitch } from '../components/policy-status-switch';

const statusSwitch = (policy: Policy) => <PolicyStatusSwitch policy={policy} />;

/** `/list/search-table`: the policy ("set") search table (docs/product.md, Search table), on the list kit. */
export default function PolicyPage() {
  const { t } = useTranslation();
  const texts = useMemo(
    (): ListScreenTexts<Policy> => ({
      createTitle: t('policy.modal.create'),
      editTitle: (policy) => t('policy.modal.edit', { number: policy.number }),
      created: (policy) => t('policy.toast.created', { number: policy.number }),
      saved: () => t('policy.toast.saved'),
      deleted: (count) => t('policy.toast.deleted', { count }),
      confirmDelete: (policy) => t('policy.confirm.delete', { number: policy.number }),
      confirmBatchDelete: (count) => t('policy.confirm.batchDelete', { count }),
      selectRow: (policy) => t('policy.select', { number: policy.number }),
    }),
    [t],
  );
  return (
    <ListScreen
      id="policies"
      title={t('policy.title')}
      resource={policyResource}
      columns={usePolicyColumns()}
      filters={usePolicyFilters()}
      writes={{
        permission: 'policy.write',
        form: { schema: policyInputSchema, fields: <PolicyFormFields />, defaults: NEW_POLICY },
        texts,
        rowControls: statusSwitch,
      }}
    />
  );
}
