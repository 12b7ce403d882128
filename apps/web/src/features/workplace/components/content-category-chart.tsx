import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { useQuery } from '@tanstack/react-query';
import { contentCategoriesOption, WORKPLACE_CHART_HEIGHT } from '@console/shared/workplace/charts';
import { ChartCard, useChartOption } from '@/components/chart';
import { chartSnapshot } from '../api/get-chart-snapshot';
import { contentCategoriesQueryOptions } from '../api/get-content-categories';
import styles from './workplace.module.css';

const snapshot = chartSnapshot('content-categories');

/** Donut of the content volume per category, the total in its centre. */
export function ContentCategoryChart() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery(contentCategoriesQueryOptions());
  const build = useCallback(
    (isDark: boolean) =>
      contentCategoriesOption(data ?? { total: 0, list: [] }, isDark, {
        locale: i18n.language,
        centre: t('workplace.categories.volume'),
        names: (data?.list ?? []).map((c) => t(`workplace.category.${c.category}`)),
      }),
    [data, t, i18n.language],
  );
  const option = useChartOption(build);
  return (
    <ChartCard
      title={<h2 className={styles.blockTitle}>{t('workplace.categories')}</h2>}
      loading={isPending}
      empty={!data || data.total === 0}
      option={option}
      height={WORKPLACE_CHART_HEIGHT['content-categories']}
      label={t('workplace.categories.label')}
      snapshot={snapshot}
    />
  );
}
