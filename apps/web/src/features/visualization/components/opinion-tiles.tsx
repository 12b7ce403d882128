import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@arco-design/web-react';
import { OPINION_QUOTAS, type OpinionQuota } from '@console/shared/visualization/constants';
import type { OpinionAnalysis } from '@console/shared/visualization/schemas';
import { useChartOption } from '@/components/chart';
import { useTranslation } from '@/lib/i18n/i18n';
import { opinionQuery } from '../api/analysis-queries';
import { usePeriod } from '../use-period';
import { opinionOption } from './analysis-options';
import { FigureTile } from './figure-tile';
import styles from './analysis.module.css';

const CHART_KIND: Record<OpinionQuota, 'line' | 'bar' | 'pie'> = {
  visitors: 'line',
  published: 'bar',
  comment: 'line',
  share: 'pie',
};
const NO_POINTS: OpinionAnalysis['chartData'] = [];

function OpinionTile({ quota }: { quota: OpinionQuota }) {
  const { t } = useTranslation();
  const { data } = useQuery(opinionQuery(quota, usePeriod()));
  const points = data?.chartData ?? NO_POINTS;
  const build = useCallback((isDark: boolean) => opinionOption(CHART_KIND[quota], points, isDark), [quota, points]);
  const title = t(`visualization.opinion.${quota}`);
  return (
    <FigureTile
      className={styles[`tile-${quota}`]}
      title={title}
      count={data?.count}
      growth={data?.growth}
      growthNote={t('visualization.yesterday')}
      option={useChartOption(build)}
      chartLabel={t('visualization.opinion.label', { name: title })}
    />
  );
}

/** The four KPI tiles: visitors, publications, comments, shares. */
export function OpinionTiles() {
  const { t } = useTranslation();
  return (
    <Card title={<h2 className={styles.blockTitle}>{t('visualization.opinion')}</h2>}>
      <div className={styles.tiles}>
        {OPINION_QUOTAS.map((quota) => (
          <OpinionTile key={quota} quota={quota} />
        ))}
      </div>
    </Card>
  );
}
