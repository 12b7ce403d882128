import { categoryAxis, chartTooltip, donutParts, valueAxis, type ChartOption } from '../chart/option';
import type { TaskType } from './constants';
import type { ProjectDetail } from './schemas';

/**
 * The project detail's two charts, built once for both places that draw them: the browser, with
 * ECharts, and the server, whose SVG of the first view the browser shows until then (ADR 052).
 */

/** The project charts the server draws, by the name in `GET /api/project/:id/charts/:chart`. */
export const PROJECT_CHARTS = ['tasks-by-type', 'finished-per-day'] as const;
export type ProjectChart = (typeof PROJECT_CHARTS)[number];

/** Drawing-area height of both charts in CSS pixels: the page lays them out, the server draws at it. */
export const PROJECT_CHART_HEIGHT = 280;

/** The keys of the texts the charts show: the project screen's, of which the server keeps a copy. */
export type ProjectChartTextKey = 'project.chart.finished' | `task.type.${TaskType}`;

export interface ProjectChartTexts {
  /** The line's series name in the tooltip. */
  finished: string;
  /** The name of each task type, for the donut's slices. */
  types: Readonly<Record<TaskType, string>>;
}

/** The charts' texts, read with the caller's translator: the screen's dictionary, or the server's copy. */
export function projectChartTexts(t: (key: ProjectChartTextKey) => string): ProjectChartTexts {
  return {
    finished: t('project.chart.finished'),
    types: { frontEnd: t('task.type.frontEnd'), design: t('task.type.design'), backEnd: t('task.type.backEnd') },
  };
}

const TYPE_COLORS = { light: ['#21CCFF', '#846BCE', '#00B42A'], dark: ['#3DB9E5', '#A079DC', '#27C346'] };

/** Donut of the project's tasks per type. */
export function tasksByTypeOption(
  tasksByType: ProjectDetail['tasksByType'],
  isDark: boolean,
  texts: ProjectChartTexts,
): ChartOption {
  return {
    color: isDark ? TYPE_COLORS.dark : TYPE_COLORS.light,
    // A type without tasks has no slice (and no "0" label).
    ...donutParts(
      isDark,
      '{c}',
      tasksByType.flatMap((t) => (t.count ? [{ name: texts.types[t.type], value: t.count }] : [])),
    ),
  };
}

/** Line of the project's tasks finished per day, labelled `MM-DD`. */
export function finishedPerDayOption(
  finishedPerDay: ProjectDetail['finishedPerDay'],
  isDark: boolean,
  texts: ProjectChartTexts,
): ChartOption {
  return {
    grid: { left: 32, right: 16, top: 16, bottom: 32 },
    tooltip: chartTooltip(isDark, 'axis'),
    xAxis: {
      ...categoryAxis(
        isDark,
        finishedPerDay.map((d) => d.day.slice(5)),
      ),
      boundaryGap: false,
    },
    yAxis: { ...valueAxis(isDark), minInterval: 1 },
    series: [
      {
        name: texts.finished,
        type: 'line',
        smooth: true,
        data: finishedPerDay.map((d) => d.count),
        lineStyle: { width: 3, color: '#165DFF' },
        itemStyle: { color: '#165DFF' },
      },
    ],
  };
}
