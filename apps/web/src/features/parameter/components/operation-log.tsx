import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Pagination } from '@arco-design/web-react';
import { LIST_DEFAULTS } from '@console/shared';
import { PARAMETER_REQUEST_STATUSES } from '@console/shared/parameter/constants';
import type { OperationLogRow } from '@console/shared/parameter/schemas';
import { SimpleTable, type SimpleColumn } from '@/components/simple-table';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { operationLogQueryOptions } from '../api/get-operation-log';
import styles from './parameter.module.css';

/** Each change request with its status, newest first, a page at a time (docs/product.md, Basic profile). */
export function OperationLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState<{ current: number; pageSize: number }>(LIST_DEFAULTS);
  const log = useQuery(operationLogQueryOptions(page.current, page.pageSize));

  const columns: SimpleColumn<OperationLogRow>[] = [
    { key: 'contentNumber', title: t('profile.log.contentNumber'), render: (row) => row.contentNumber },
    { key: 'updateContent', title: t('profile.log.updateContent'), render: (row) => row.updateContent },
    {
      key: 'status',
      title: t('profile.log.status'),
      render: (row) => {
        const status = PARAMETER_REQUEST_STATUSES[row.status] ?? 'auditing';
        return (
          <span>
            <span className={`${styles.statusDot} ${styles[status]}`} aria-hidden />
            {t(`parameter.status.${status}`)}
          </span>
        );
      },
    },
    { key: 'updateTime', title: t('profile.log.updateTime'), render: (row) => formatDateTime(row.updateTime) },
  ];

  return (
    <Card bordered={false} title={<h2 className={styles.title}>{t('profile.log')}</h2>}>
      <SimpleTable
        columns={columns}
        rows={log.data?.rows ?? []}
        rowKey={(row) => row.key}
        loading={log.isPending || log.isPlaceholderData}
      />
      {(log.data?.total ?? 0) > page.pageSize && (
        <nav className={styles.pagination} aria-label={t('profile.log.pages')}>
          <Pagination
            size="small"
            total={log.data?.total ?? 0}
            current={page.current}
            pageSize={page.pageSize}
            onChange={(current, pageSize) => setPage({ current, pageSize })}
          />
        </nav>
      )}
    </Card>
  );
}
