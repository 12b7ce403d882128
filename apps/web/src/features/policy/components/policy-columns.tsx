import { useMemo } from 'react';
import { Badge, Space } from '@arco-design/web-react';
import { IconFile, IconMobile, IconVideoCamera } from '@arco-design/web-react/icon';
import type { PolicyContentType } from '@console/shared/policy/constants';
import type { Policy } from '@console/shared/policy/schemas';
import type { SearchTableColumn } from '@/components/list';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';

const CONTENT_TYPE_ICONS: Record<PolicyContentType, typeof IconFile> = {
  img: IconFile,
  horizontalVideo: IconVideoCamera,
  verticalVideo: IconMobile,
};

/** The columns of the policy table (docs/product.md, Search table); the kit adds the index and the operations. */
export function usePolicyColumns(): SearchTableColumn<Policy>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'number', dataIndex: 'number', title: t('policy.column.number'), sorter: true },
      { key: 'name', dataIndex: 'name', title: t('policy.column.name'), sorter: true },
      {
        key: 'contentType',
        dataIndex: 'contentType',
        title: t('policy.column.contentType'),
        render: (value: PolicyContentType) => {
          const Icon = CONTENT_TYPE_ICONS[value];
          return (
            <Space size={6}>
              <Icon aria-hidden style={{ fontSize: 16 }} />
              {t(`policy.contentType.${value}`)}
            </Space>
          );
        },
      },
      {
        key: 'filterType',
        dataIndex: 'filterType',
        title: t('policy.column.filterType'),
        render: (value: Policy['filterType']) => t(`policy.filterType.${value}`),
      },
      { key: 'count', dataIndex: 'count', title: t('policy.column.count'), sorter: true },
      {
        key: 'createdTime',
        dataIndex: 'createdTime',
        title: t('policy.column.createdTime'),
        sorter: true,
        render: (value: string) => formatDateTime(value),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('policy.column.status'),
        render: (value: Policy['status']) => (
          <Badge status={value === 'online' ? 'success' : 'processing'} text={t(`policy.status.${value}`)} />
        ),
      },
    ],
    [t],
  );
}
