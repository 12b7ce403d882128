import { useQuery } from '@tanstack/react-query';
import { Card, Table, type TableColumnProps } from '@arco-design/web-react';
import type { PopularAuthor } from '@console/shared/visualization/schemas';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { popularAuthorsQuery } from '../api/analysis-queries';
import { usePeriod } from '../use-period';
import styles from './analysis.module.css';

/** The period's most clicked authors (seven rows: no scroll area, which would split the header from the rows); both counts sort numerically. */
export function PopularAuthors() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery(popularAuthorsQuery(usePeriod()));
  const count = (value: number) => formatCount(value, i18n.language);
  const columns: TableColumnProps<PopularAuthor>[] = [
    { title: t('visualization.authors.ranking'), dataIndex: 'ranking', width: 64 },
    { title: t('visualization.authors.author'), dataIndex: 'author' },
    {
      title: t('visualization.authors.contentCount'),
      dataIndex: 'contentCount',
      sorter: (a, b) => a.contentCount - b.contentCount,
      render: count,
    },
    {
      title: t('visualization.authors.clickCount'),
      dataIndex: 'clickCount',
      sorter: (a, b) => a.clickCount - b.clickCount,
      render: count,
    },
  ];
  return (
    <Card title={<h2 className={styles.blockTitle}>{t('visualization.authors')}</h2>} className={styles.fullHeight}>
      <Table
        rowKey="ranking"
        columns={columns}
        data={data?.list ?? []}
        loading={isPending}
        pagination={false}
        border={false}
        size="small"
      />
    </Card>
  );
}
