import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { useQuery } from '@tanstack/react-query';
import type { ContentDataPoint } from '@console/shared/workplace/schemas';
import { contentDataOption, WORKPLACE_CHART_HEIGHT } from '@console/shared/workplace/charts';
import { ChartCard, useChartOption } from '@/components/chart';
import { chartSnapshot } from '../api/get-chart-snapshot';
import { contentDataQueryOptions } from '../api/get-content-data';
import { MoreLink } from './more-link';
import styles from './workplace.module.css';

const NO_POINTS: ContentDataPoint[] = [];
const snapshot = chartSnapshot('content-data');

/** Line chart of the content created per day over the last eight days. */
export function ContentDataChart() {
  const { t, i18n } = useTranslation();
  const { data = NO_POINTS, isPending } = useQuery(contentDataQueryOptions());
  const series = t('workplace.contentData.series');
  const build = useCallback(
    (isDark: boolean) => contentDataOption(data, isDark, { series, locale: i18n.language }),
    [data, series, i18n.language],
  );
  const option = useChartOption(build);
  return (
    <ChartCard
      title={<h2 className={styles.blockTitle}>{t('workplace.contentData')}</h2>}
      extra={<MoreLink to="DataAnalysis" />}
      loading={isPending}
      empty={data.length === 0}
      option={option}
      height={WORKPLACE_CHART_HEIGHT['content-data']}
      label={t('workplace.contentData.label')}
      snapshot={snapshot}
    />
  );
}
