import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { Card, Radio, Table } from '@arco-design/web-react';
import { IconCaretUp } from '@arco-design/web-react/icon';
import { CONTENT_CATEGORIES, type ContentCategory, type PopularItem } from '@console/shared';
import { DEFAULT_POPULAR_CATEGORY, popularListQueryOptions } from '../api/get-popular-list';
import { MoreLink } from './more-link';
import styles from './workplace.module.css';

/** Popular content: the top five of a category, switched by text / image / video tabs. */
export function PopularContent() {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<ContentCategory>(DEFAULT_POPULAR_CATEGORY);
  const { data, isFetching } = useQuery(popularListQueryOptions(type));
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });

  const columns = [
    { title: t('workplace.popular.rank'), dataIndex: 'key', width: 70 },
    // CSS ellipsis, the full title in the cell's `title`: Typography's measured ellipsis cost a
    // forced layout per row on every render.
    { title: t('workplace.popular.title'), dataIndex: 'title', ellipsis: true },
    { title: t('workplace.popular.clicks'), dataIndex: 'clickNumber', width: 100, render: (value: number) => compact.format(value) },
    {
      title: t('workplace.popular.increase'),
      dataIndex: 'increases',
      width: 110,
      sorter: (a: PopularItem, b: PopularItem) => a.increases - b.increases,
      render: (value: number) => (
        <span>
          {value}%{value > 0 && <IconCaretUp className={styles.rise} aria-label={t('workplace.increase')} />}
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
      <Radio.Group type="button" value={type} onChange={(value: ContentCategory) => setType(value)} aria-label={t('workplace.popular')}>
        {CONTENT_CATEGORIES.map((category) => (
          <Radio key={category} value={category}>
            {t(`workplace.category.${category}`)}
          </Radio>
        ))}
      </Radio.Group>
      {/*
        No fixed-header scroll (screens.md's 264 px): the five rows always fit, and Arco's fixed
        header is a second <table>, which leaves the data cells without headers for screen readers.
      */}
      <Table<PopularItem>
        className={styles.popularTable}
        rowKey="key"
        columns={columns}
        data={data ?? []}
        loading={isFetching}
        pagination={false}
        border={false}
        tableLayoutFixed
      />
    </Card>
  );
}
