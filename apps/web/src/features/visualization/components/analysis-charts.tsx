/** The chart blocks of both analysis screens: each one query, one option builder, one chart card. */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChartCard, loadAnalysisCharts, useChartOption, type ChartOption } from '@/components/chart';
import { useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import { useMediaQuery } from '@/lib/dom/use-media-query';
import {
  contentPublishQuery,
  periodAnalysisQuery,
  publishingSourcesQuery,
  typeDistributionQuery,
  userActionsQuery,
  type AnalysisQuery,
} from '../api/analysis-queries';
import type { PublishingSource } from '@console/shared/visualization/schemas';
import type { Period } from '../period';
import { usePeriod } from '../use-period';
import {
  periodAnalysisOption,
  publishingSourceOption,
  publishRatioOption,
  typeDistributionOption,
  userActionsOption,
} from './analysis-options';
import styles from './analysis.module.css';

interface AnalysisChartProps<T> {
  query: (period: Period) => AnalysisQuery<T>;
  option: (data: T, isDark: boolean) => ChartOption;
  title: MessageKey;
  label: MessageKey;
  height: number;
}

function AnalysisChart<T>({ query, option, title, label, height }: AnalysisChartProps<T>) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(query(usePeriod()));
  const build = useCallback((isDark: boolean) => (data === undefined ? {} : option(data, isDark)), [data, option]);
  return (
    <ChartCard
      title={<h2 className={styles.blockTitle}>{t(title)}</h2>}
      loading={isPending}
      empty={false}
      option={useChartOption(build)}
      height={height}
      label={t(label)}
      bordered
      load={loadAnalysisCharts}
    />
  );
}

export const PublishRatioChart = () => (
  <AnalysisChart
    query={contentPublishQuery}
    option={publishRatioOption}
    title="visualization.publishRatio"
    label="visualization.publishRatio.label"
    height={347}
  />
);
export const PeriodAnalysisChart = () => (
  <AnalysisChart
    query={periodAnalysisQuery}
    option={periodAnalysisOption}
    title="visualization.periodAnalysis"
    label="visualization.periodAnalysis.label"
    height={370}
  />
);
export const UserActionsChart = () => (
  <AnalysisChart
    query={userActionsQuery}
    option={userActionsOption}
    title="visualization.userActions"
    label="visualization.userActions.label"
    height={122}
  />
);
export const TypeDistributionChart = () => (
  <AnalysisChart
    query={typeDistributionQuery}
    option={typeDistributionOption}
    title="visualization.typeDistribution"
    label="visualization.typeDistribution.label"
    height={260}
  />
);
const PHONE = '(max-width: 575px)';

/** The three donuts side by side, one above the other on a phone. */
export function PublishingSourceChart() {
  const phone = useMediaQuery(PHONE);
  const option = useCallback(
    (data: PublishingSource[], isDark: boolean) => publishingSourceOption(data, isDark, phone),
    [phone],
  );
  return (
    <AnalysisChart
      query={publishingSourcesQuery}
      option={option}
      title="visualization.source"
      label="visualization.source.label"
      height={phone ? 640 : 300}
    />
  );
}
