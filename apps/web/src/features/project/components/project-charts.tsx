import { useCallback } from 'react';
import { Grid } from '@arco-design/web-react';
import type { ProjectDetail } from '@console/shared/project/schemas';
import { donutParts } from '@console/shared/chart/option';
import { ChartCard, chartPalette, chartTooltip, useChartOption, type ChartOption } from '@/components/chart';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './project.module.css';

const TYPE_COLORS = { light: ['#21CCFF', '#846BCE', '#00B42A'], dark: ['#3DB9E5', '#A079DC', '#27C346'] };

function typesOption(detail: ProjectDetail, names: string[], isDark: boolean): ChartOption {
  return {
    color: isDark ? TYPE_COLORS.dark : TYPE_COLORS.light,
    // A type without tasks has no slice (and no "0" label).
    ...donutParts(
      isDark,
      '{c}',
      detail.tasksByType.flatMap((t, i) => (t.count ? [{ name: names[i] ?? t.type, value: t.count }] : [])),
    ),
  };
}

function finishedOption(detail: ProjectDetail, seriesName: string, isDark: boolean): ChartOption {
  const palette = chartPalette(isDark);
  return {
    grid: { left: 32, right: 16, top: 16, bottom: 32 },
    tooltip: chartTooltip(isDark, 'axis'),
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: detail.finishedPerDay.map((d) => d.day.slice(5)),
      axisLabel: { color: palette.text },
      axisLine: { lineStyle: { color: palette.axisLine } },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: palette.text },
      splitLine: { lineStyle: { type: 'dashed', color: palette.splitLine } },
    },
    series: [
      {
        name: seriesName,
        type: 'line',
        smooth: true,
        data: detail.finishedPerDay.map((d) => d.count),
        lineStyle: { width: 3, color: '#165DFF' },
        itemStyle: { color: '#165DFF' },
      },
    ],
  };
}

/** The overview's charts: tasks by type (donut) and tasks finished per day over 14 days (line). */
export function ProjectCharts({ detail }: { detail: ProjectDetail }) {
  const { t } = useTranslation();
  const types = useChartOption(
    useCallback(
      (isDark: boolean) =>
        typesOption(
          detail,
          detail.tasksByType.map((x) => t(`task.type.${x.type}`)),
          isDark,
        ),
      [detail, t],
    ),
  );
  const finished = useChartOption(
    useCallback((isDark: boolean) => finishedOption(detail, t('project.chart.finished'), isDark), [detail, t]),
  );
  return (
    <Grid.Row gutter={16} className={styles.section}>
      <Grid.Col xs={24} lg={10}>
        <ChartCard
          bordered
          title={<h2 className={styles.title}>{t('project.chart.types')}</h2>}
          loading={false}
          empty={detail.stats.total === 0}
          option={types}
          height={280}
          label={t('project.chart.types.label', {
            frontEnd: detail.tasksByType[0]?.count ?? 0,
            design: detail.tasksByType[1]?.count ?? 0,
            backEnd: detail.tasksByType[2]?.count ?? 0,
          })}
        />
      </Grid.Col>
      <Grid.Col xs={24} lg={14}>
        <ChartCard
          bordered
          title={<h2 className={styles.title}>{t('project.chart.finished')}</h2>}
          loading={false}
          empty={false}
          option={finished}
          height={280}
          label={t('project.chart.finished.label', {
            count: detail.finishedPerDay.reduce((sum, d) => sum + d.count, 0),
          })}
        />
      </Grid.Col>
    </Grid.Row>
  );
}
