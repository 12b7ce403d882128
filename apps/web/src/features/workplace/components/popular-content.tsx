import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { useQuery } from '@tanstack/react-query';
import { Card, Radio } from '@arco-design/web-react';
import { IconCaretUp } from '@arco-design/web-react/icon';
import { CONTENT_CATEGORIES, type ContentCategory } from '@console/shared/workplace/constants';
import type { PopularItem } from '@console/shared/workplace/schemas';
import { SimpleTable, type SimpleColumn } from '@/components/simple-table';
import { DEFAULT_POPULAR_CATEGORY, popularListQueryOptions } from '../api/get-popular-list';
import { MoreLink } from './more-link';
import styles from './workplace.module.css';

/** Popular content: the top five of a category, switched by text / image / video tabs. */
export function PopularContent() {
  const { t } = useTranslation();
  const [type, setType] = useState<ContentCategory>(DEFAULT_POPULAR_CATEGORY);
  const { data, isFetching } = useQuery(popularListQueryOptions(type));

  const columns: SimpleColumn<PopularItem>[] = [
    { key: 'rank', title: t('workplace.popular.rank'), width: 70, render: (item) => item.key },
    { key: 'title', title: t('workplace.popular.title'), ellipsis: (item) => item.title, render: (item) => item.title },
    { key: 'clicks', title: t('workplace.popular.clicks'), width: 100, render: (item) => item.clickNumber },
    {
      key: 'increase',
      title: t('workplace.popular.increase'),
      width: 140,
      sorter: (a, b) => a.increases - b.increases,
      render: ({ increases }) => (
        <span>
          {increases}%{increases > 0 && <IconCaretUp className={styles.rise} aria-label={t('workplace.increase')} />}
        </span>
      ),
    },
  ];

  return (
    <Card
      title={<h2 className={styles.blockTitle}>{t('workplace.popular')}</h2>}
      extra={<MoreLink to="DataAnalysis" />}
      bordered={false}
      className={styles.fullHeight}
    >
      <Radio.Group
        type="button"
        value={type}
        onChange={(value: ContentCategory) => setType(value)}
        aria-label={t('workplace.popular')}
      >
        {CONTENT_CATEGORIES.map((category) => (
          <Radio key={category} value={category}>
            {t(`workplace.category.${category}`)}
          </Radio>
        ))}
      </Radio.Group>
      {/* No fixed-header scroll (Arco Design Pro's 264 px): the five rows always fit. */}
      <SimpleTable
        className={styles.popularTable}
        columns={columns}
        rows={data ?? []}
        rowKey={(item) => item.key}
        loading={isFetching}
      />
    </Card>
  );
}
