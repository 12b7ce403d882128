import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Badge, Button, Popconfirm, Space, Switch } from '@arco-design/web-react';
import { IconFile, IconMobile, IconVideoCamera } from '@arco-design/web-react/icon';
import type { Policy, PolicyContentType } from '@console/shared';
import type { SearchTableColumn } from '@/components/search-table';
import { formatDateTime } from '@/lib/format';
import styles from './policy-columns.module.css';

const CONTENT_TYPE_ICONS: Record<PolicyContentType, typeof IconFile> = {
  img: IconFile,
  horizontalVideo: IconVideoCamera,
  verticalVideo: IconMobile,
};

export interface PolicyRowActions {
  onEdit: (policy: Policy) => void;
  onDelete: (policy: Policy) => void;
  onStatusChange: (policy: Policy, online: boolean) => void;
}

/** Columns of the policy table; `actions` (admin only) adds the operations column. */
export function usePolicyColumns(actions: PolicyRowActions | undefined): SearchTableColumn<Policy>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: SearchTableColumn<Policy>[] = [
      { key: 'number', dataIndex: 'number', title: t('searchTable.columns.number'), sorter: true },
      { key: 'name', dataIndex: 'name', title: t('searchTable.columns.name'), sorter: true },
      {
        key: 'contentType',
        dataIndex: 'contentType',
        title: t('searchTable.columns.contentType'),
        render: (value: PolicyContentType) => {
          const Icon = CONTENT_TYPE_ICONS[value];
          return (
            <Space size={6}>
              <Icon aria-hidden style={{ fontSize: 16 }} />
              {t(`searchTable.contentType.${value}`)}
            </Space>
          );
        },
      },
      {
        key: 'filterType',
        dataIndex: 'filterType',
        title: t('searchTable.columns.filterType'),
        render: (value: Policy['filterType']) => t(`searchTable.filterType.${value}`),
      },
      { key: 'count', dataIndex: 'count', title: t('searchTable.columns.count'), sorter: true },
      {
        key: 'createdTime',
        dataIndex: 'createdTime',
        title: t('searchTable.columns.createdTime'),
        sorter: true,
        render: (value: string) => formatDateTime(value),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('searchTable.columns.status'),
        render: (value: Policy['status']) => (
          <Badge status={value === 'online' ? 'success' : 'processing'} text={t(`searchTable.status.${value}`)} />
        ),
      },
    ];
    if (!actions) return columns;
    return [
      ...columns,
      {
        key: 'operations',
        title: t('searchTable.columns.operations'),
        render: (_: unknown, policy: Policy) => (
          <Space size={4} className={styles.operations}>
            <Switch
              size="small"
              checked={policy.status === 'online'}
              aria-label={`${t('searchTable.operations.online')} ${policy.number}`}
              onChange={(online) => actions.onStatusChange(policy, online)}
            />
            <Button type="text" size="small" onClick={() => actions.onEdit(policy)}>
              {t('searchTable.operations.edit')}
            </Button>
            <Popconfirm
              focusLock
              title={t('searchTable.confirm.delete', { number: policy.number })}
              onOk={() => actions.onDelete(policy)}
            >
              <Button type="text" size="small" status="danger">
                {t('searchTable.operations.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
      },
    ];
  }, [actions, t]);
}
