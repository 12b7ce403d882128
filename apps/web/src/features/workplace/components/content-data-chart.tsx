import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useQuery } from '@tanstack/react-query';
import type { ContentDataPoint } from '@console/shared/workplace/schemas';
import { ChartCard, chartPalette, useChartOption, type ChartOption } from '@/components/chart';
import { formatCount } from '@/lib/format';
import { contentDataQueryOptions } from '../api/get-content-data';
import { MoreLink } from './more-link';
import styles from './workplace.module.css';

/** Axis labels abbreviated with "k" above a thousand (docs/architecture.md, Charts). */
function abbreviate(value: number): string {
  return value >= 1000 ? `${value / 1000}k` : String(value);
}

function contentDataOption(points: ContentDataPoint[], isDark: boolean, seriesName: string, locale: string): ChartOption {
  const palette = chartPalette(isDark);
  return {
    grid: { left: 40, right: 24, top: 20, bottom: 40 },
    tooltip: {
      trigger: 'axis',
      backgroundColor: palette.tooltipBackground,
      borderColor: palette.tooltipBorder,
      textStyle: { color: palette.text },
      valueFormatter: (value) => formatCount(Number(value), locale),
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => p.x),
      axisLabel: { color: palette.text },
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisPointer: { show: true, lineStyle: { color: '#165DFF', width: 2 } },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: palette.text, formatter: (value: number) => abbreviate(value) },
      splitLine: { lineStyle: { type: 'dashed', color: palette.splitLine } },
    },
    series: [
      {
        name: seriesName,
        type: 'line',
        smooth: true,
        showSymbol: false,
        symbolSize: 10,
        data: points.map((p) => p.y),
        lineStyle: {
          width: 3,
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 1,
            y2: 0,
            colorStops: [
              { offset: 0, color: '#1EE7FF' },
              { offset: 0.5, color: '#249AFF' },
              { offset: 1, color: '#6F42FB' },
            ],
          },
        },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: isDark ? 'rgba(17, 126, 255, 0.3)' : 'rgba(17, 126, 255, 0.16)' },
              { offset: 1, color: 'rgba(17, 128, 255, 0)' },
            ],
          },
        },
      },
    ],
  };
}

const NO_POINTS: ContentDataPoint[] = [];

/** Line chart of the content created per day over the last eight days. */
export function ContentDataChart() {
  const { t, i18n } = useTranslation();
  const { data = NO_POINTS, isPending } = useQuery(contentDataQueryOptions());
  const seriesName = t('workplace.contentData.series');
  const build = useCallback((isDark: boolean) => contentDataOption(data, isDark, seriesName, i18n.language), [data, seriesName, i18n.language]);
  const option = useChartOption(build);
  return (
    <ChartCard
      title={<h2 className={styles.blockTitle}>{t('workplace.contentData')}</h2>}
      extra={<MoreLink to="DataAnalysis" />}
      loading={isPending}
      empty={data.length === 0}
      option={option}
      height={289}
      label={t('workplace.contentData.label')}
    />
  );
}
