import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Statistic } from '@arco-design/web-react';
import { countUp } from '@/components/count-up';
import { IconEdit, IconHeart, IconThumbUp, IconUser } from '@arco-design/web-react/icon';
import { OVERVIEW_SERIES, type OverviewSeries } from '@console/shared/visualization/constants';
import { Chart, loadAnalysisCharts, useChartOption } from '@/components/chart';
import { useTranslation } from '@/lib/i18n/i18n';
import { dataOverviewQuery } from '../api/analysis-queries';
import { usePeriod } from '../use-period';
import { overviewOption } from './analysis-options';
import styles from './analysis.module.css';

const ICONS: Record<OverviewSeries, typeof IconEdit> = {
  production: IconEdit,
  clicks: IconThumbUp,
  exposure: IconHeart,
  activeUsers: IconUser,
};

/** The period's four totals, each with its icon badge, above the stacked area chart per day. */
export function DataOverview() {
  const { t } = useTranslation();
  const { data } = useQuery(dataOverviewQuery(usePeriod()));
  const build = useCallback((isDark: boolean) => (data ? overviewOption(data, isDark) : {}), [data]);
  const option = useChartOption(build);
  return (
    <Card title={<h2 className={styles.blockTitle}>{t('visualization.overview')}</h2>} className={styles.fullHeight}>
      <div className={styles.stats}>
        {OVERVIEW_SERIES.map((key) => {
          const Icon = ICONS[key];
          const count = data?.data.find((series) => series.key === key)?.count;
          return (
            <div key={key} className={styles.stat}>
              <span className={`${styles.badge} ${styles[`badge-${key}`]}`}>
                <Icon aria-hidden />
              </span>
              <div>
                <div className={styles.statTitle}>{t(`visualization.overview.${key}`)}</div>
                {count === undefined ? (
                  <Skeleton animation text={{ rows: 1 }} />
                ) : (
                  <Statistic value={count} renderFormat={countUp} groupSeparator styleValue={{ fontSize: 20 }} />
                )}
              </div>
            </div>
          );
        })}
      </div>
      {data ? (
        <Chart option={option} height={328} label={t('visualization.overview.label')} load={loadAnalysisCharts} />
      ) : (
        <Skeleton animation text={{ rows: 6 }} style={{ height: 328 }} />
      )}
    </Card>
  );
}
