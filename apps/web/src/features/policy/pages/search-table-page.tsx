import { useMemo, useState } from 'react';
import { registerDictionaries, useTranslation } from '@/lib/i18n';
import type { Dictionary } from '@/lib/i18n-core';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Message, Popconfirm } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { policyListQuerySchema, type Policy, type PolicyCreateInput, type Role } from '@console/shared';
import { PageContainer } from '@/components/page-container';
import { SearchTable, useTableUrlState } from '@/components/search-table';
import { Permission } from '@/components/permission';
import { usePermission } from '@/components/use-permission';
import { useBatchDeletePolicies } from '../api/batch-delete-policies';
import { useCreatePolicy } from '../api/create-policy';
import { useDeletePolicy } from '../api/delete-policy';
import { exportPolicies } from '../api/export-policies';
import { policiesQueryOptions } from '../api/get-policies';
import { useUpdatePolicy } from '../api/update-policy';
import { useUpdatePolicyStatus } from '../api/update-policy-status';
import { usePolicyColumns } from '../components/policy-columns';
import { usePolicyFilterFields } from '../components/policy-filter-fields';
import { PolicyFormModal } from '../components/policy-form-modal';
import styles from './search-table-page.module.css';

// This screen's texts load with it (see `lib/i18n.ts`).
registerDictionaries(import.meta.glob<Dictionary>('../locales/*.json', { eager: true, import: 'default' }));

/** Who may create, edit, switch and delete policies (the server enforces the same). */
const EDITORS: readonly Role[] = ['admin'];

/** The dialog state: closed, creating, or editing one policy. */
type Editing = { policy?: Policy } | null;

/** `/list/search-table`: the policy ("set") search table of screens.md 2.3. */
export default function SearchTablePage() {
  const { t } = useTranslation();
  const table = useTableUrlState(policyListQuerySchema);
  const policies = useQuery(policiesQueryOptions(table.query));
  const isAdmin = usePermission().has(EDITORS);
  const filterFields = usePolicyFilterFields();
  const [editing, setEditing] = useState<Editing>(null);
  const [selected, setSelected] = useState<number[]>([]);

  const createPolicy = useCreatePolicy();
  const updatePolicy = useUpdatePolicy();
  const { mutate: deletePolicy } = useDeletePolicy();
  const batchDelete = useBatchDeletePolicies();
  const { mutate: updateStatus } = useUpdatePolicyStatus();

  const rowActions = useMemo(
    () =>
      isAdmin
        ? {
            onEdit: (policy: Policy) => setEditing({ policy }),
            onDelete: (policy: Policy) =>
              deletePolicy(policy.id, { onSuccess: ({ deleted }) => Message.success(t('searchTable.toast.deleted', { count: deleted })) }),
            onStatusChange: (policy: Policy, online: boolean) => {
              const status = online ? 'online' : 'offline';
              updateStatus(
                { id: policy.id, input: { status, version: policy.version } },
                {
                  onSuccess: () =>
                    Message.success(t('searchTable.toast.statusChanged', { number: policy.number, status: t(`searchTable.status.${status}`) })),
                },
              );
            },
          }
        : undefined,
    [isAdmin, deletePolicy, updateStatus, t],
  );
  const columns = usePolicyColumns(rowActions);

  const save = async (input: PolicyCreateInput) => {
    const policy = editing?.policy;
    if (policy) {
      await updatePolicy.mutateAsync({ id: policy.id, input: { ...input, version: policy.version } });
      Message.success(t('searchTable.toast.saved'));
    } else {
      const created = await createPolicy.mutateAsync(input);
      Message.success(t('searchTable.toast.created', { number: created.number }));
    }
  };

  const adminActions = (
    <Permission roles={EDITORS}>
      <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({})}>
        {t('searchTable.operations.create')}
      </Button>
      {selected.length > 0 && (
        <Popconfirm
          focusLock
          title={t('searchTable.confirm.batchDelete', { count: selected.length })}
          onOk={() =>
            batchDelete.mutate(
              { ids: selected },
              {
                onSuccess: ({ deleted }) => {
                  setSelected([]);
                  Message.success(t('searchTable.toast.deleted', { count: deleted }));
                },
              },
            )
          }
        >
          <Button status="danger" icon={<IconDelete />} loading={batchDelete.isPending}>
            {t('searchTable.operations.batchDelete', { count: selected.length })}
          </Button>
        </Popconfirm>
      )}
    </Permission>
  );

  return (
    <PageContainer>
      <Card title={<h1 className={styles.title}>{t('searchTable.title')}</h1>}>
        <SearchTable
          id="policies"
          state={table}
          filterFields={filterFields}
          columns={columns}
          rowKey="id"
          rows={policies.data?.list}
          total={policies.data?.total ?? 0}
          loading={policies.isFetching}
          onRefresh={() => void policies.refetch()}
          actions={adminActions}
          onExport={(format) => exportPolicies({ ...table.filters, sortField: table.query.sortField, sortOrder: table.query.sortOrder, format })}
          selection={
            isAdmin ? { keys: selected, onChange: (keys) => setSelected(keys.map(Number)), rowLabel: (policy) => t('searchTable.select', { number: policy.number }) } : undefined
          }
        />
      </Card>
      <PolicyFormModal visible={editing !== null} policy={editing?.policy} onSubmit={save} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
