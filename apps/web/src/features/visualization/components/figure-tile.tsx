import type { ReactNode } from 'react';
import { Skeleton, Statistic } from '@arco-design/web-react';
import { countUp } from '@/components/count-up';
import { IconArrowFall, IconArrowRise } from '@arco-design/web-react/icon';
import { Chart, loadAnalysisCharts, type ChartOption } from '@/components/chart';
import { trendOf } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './analysis.module.css';

export interface FigureTileProps {
  title: ReactNode;
  count: number | undefined;
  /** Percent; risen is red, fallen green (Arco Design Pro's convention). */
  growth: number | undefined;
  /** What the growth compares with. */
  growthNote: string;
  option: ChartOption;
  chartLabel: string;
  className?: string;
  /** Decimals of the count (a rate keeps 2). */
  precision?: number;
}

/** Decimals of a growth rate. */
const GROWTH_DIGITS = 2;

/** A figure with its growth and a mini chart: the KPI tiles and the data chain cards. */
export function FigureTile({
  title,
  count,
  growth,
  growthNote,
  option,
  chartLabel,
  className,
  precision = 0,
}: FigureTileProps) {
  const { i18n } = useTranslation();
  const trend = trendOf(growth ?? 0, GROWTH_DIGITS);
  return (
    <div className={`${styles.tile} ${className ?? ''}`}>
      <div className={styles.tileText}>
        <h3 className={styles.tileTitle}>{title}</h3>
        {count === undefined || growth === undefined ? (
          <Skeleton animation text={{ rows: 2 }} />
        ) : (
          <>
            <Statistic
              value={count}
              precision={precision}
              renderFormat={countUp}
              groupSeparator
              styleValue={{ fontSize: 22 }}
            />
            <div className={styles.growth}>
              <span>{growthNote}</span>
              <span className={styles[trend]}>
                {trend === 'rise' && <IconArrowRise aria-hidden />}
                {trend === 'fall' && <IconArrowFall aria-hidden />}
                {`${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: GROWTH_DIGITS, signDisplay: 'exceptZero' }).format(growth)}%`}
              </span>
            </div>
          </>
        )}
      </div>
      <div className={styles.tileChart}>
        {count !== undefined && <Chart option={option} height={80} label={chartLabel} load={loadAnalysisCharts} />}
      </div>
    </div>
  );
}
