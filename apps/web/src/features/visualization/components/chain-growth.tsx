import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@arco-design/web-react';
import { CHAIN_QUOTAS, type ChainQuota } from '@console/shared/visualization/constants';
import { useChartOption } from '@/components/chart';
import { useTranslation } from '@/lib/i18n/i18n';
import { chainGrowthQuery } from '../api/analysis-queries';
import { usePeriod } from '../use-period';
import { chainOption } from './analysis-options';
import { FigureTile } from './figure-tile';
import styles from './analysis.module.css';

const CHART_KIND: Record<ChainQuota, 'line' | 'bar'> = {
  retentionTrends: 'line',
  userRetention: 'bar',
  contentConsumptionTrends: 'line',
  contentConsumption: 'bar',
};

function ChainCard({ quota }: { quota: ChainQuota }) {
  const { t } = useTranslation();
  const { data } = useQuery(chainGrowthQuery(quota, usePeriod()));
  const build = useCallback(
    (isDark: boolean) => (data ? chainOption(CHART_KIND[quota], data, isDark) : {}),
    [quota, data],
  );
  const title = t(`visualization.chain.${quota}`);
  return (
    <Card className={styles.chainCard}>
      <FigureTile
        title={title}
        count={data?.count}
        growth={data?.growth}
        precision={quota === 'userRetention' ? 2 : 0}
        growthNote={t('visualization.chain.growth')}
        option={useChartOption(build)}
        chartLabel={t('visualization.chain.label', { name: title })}
      />
    </Card>
  );
}

/** The four data chain cards: returning readers, retention, visits, clicks. */
export function ChainGrowth() {
  return (
    <div className={styles.tiles}>
      {CHAIN_QUOTAS.map((quota) => (
        <ChainCard key={quota} quota={quota} />
      ))}
    </div>
  );
}
