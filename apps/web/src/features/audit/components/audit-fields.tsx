import { useMemo } from 'react';
import { Tag } from '@arco-design/web-react';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_MAX,
  AUDIT_ENTITY_ID_MAX,
  AUDIT_ENTITY_TYPES,
} from '@console/shared/audit/constants';
import type { AuditLog } from '@console/shared/audit/schemas';
import type { ListFilter, SearchTableColumn } from '@/components/list';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { labelOf } from './audit-labels';

export function useAuditColumns(): SearchTableColumn<AuditLog>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'createdTime',
        dataIndex: 'createdTime',
        title: t('audit.column.time'),
        sorter: true,
        render: (value: string) => formatDateTime(value),
      },
      { key: 'actorName', dataIndex: 'actorName', title: t('audit.column.actor') },
      {
        key: 'action',
        dataIndex: 'action',
        title: t('audit.column.action'),
        render: (action: string) => <Tag>{labelOf(t, 'audit.action', action)}</Tag>,
      },
      {
        key: 'entityType',
        dataIndex: 'entityType',
        title: t('audit.column.entityType'),
        render: (type: string) => labelOf(t, 'audit.entity', type),
      },
      { key: 'entityId', dataIndex: 'entityId', title: t('audit.column.entityId') },
    ],
    [t],
  );
}

export function useAuditFilters(): ListFilter[] {
  const { t } = useTranslation();
  const all = t('audit.filter.all');
  return [
    {
      field: 'actor',
      label: t('audit.filter.actor'),
      kind: 'text',
      maxLength: AUDIT_ACTOR_MAX,
      placeholder: t('audit.filter.actor.placeholder'),
    },
    {
      field: 'entityType',
      label: t('audit.filter.entityType'),
      kind: 'select',
      options: AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`audit.entity.${type}`) })),
      placeholder: all,
    },
    {
      field: 'entityId',
      label: t('audit.filter.entityId'),
      kind: 'text',
      maxLength: AUDIT_ENTITY_ID_MAX,
      placeholder: t('audit.filter.entityId.placeholder'),
    },
    {
      field: 'action',
      label: t('audit.filter.action'),
      kind: 'select',
      options: AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.action.${action}`) })),
      placeholder: all,
    },
    { field: 'time', label: t('audit.filter.time'), kind: 'dateRange' },
  ];
}
