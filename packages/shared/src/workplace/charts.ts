import {
  abbreviate,
  categoryAxis,
  chartPalette,
  chartTooltip,
  donutParts,
  valueAxis,
  type ChartOption,
} from '../chart/option';
import { formatCount } from '../format';
import type { ContentCategories, ContentDataPoint } from './schemas';

/**
 * The Workplace's two charts, built once for both places that draw them: the browser, with
 * ECharts, and the server, whose SVG of the first view the browser shows until then (ADR 026).
 */

/** The Workplace charts the server draws, by the name in `GET /api/workplace/charts/:chart`. */
export const WORKPLACE_CHARTS = ['content-data', 'content-categories'] as const;
export type WorkplaceChart = (typeof WORKPLACE_CHARTS)[number];

/** Drawing-area heights in CSS pixels: the page lays them out, the server draws at them. */
export const WORKPLACE_CHART_HEIGHT: Readonly<Record<WorkplaceChart, number>> = {
  'content-data': 289,
  'content-categories': 310,
};

export interface ContentDataTexts {
  locale: string;
  /** The series' name in the tooltip. */
  series: string;
}

/** Line chart of the content created per day over the last eight days. */
export function contentDataOption(
  points: readonly ContentDataPoint[],
  isDark: boolean,
  texts: ContentDataTexts,
): ChartOption {
  const palette = chartPalette(isDark);
  return {
    grid: { left: 40, right: 24, top: 20, bottom: 40 },
    tooltip: {
      ...chartTooltip(isDark, 'axis'),
      valueFormatter: (value) => formatCount(Number(value), texts.locale),
    },
    xAxis: {
      ...categoryAxis(
        isDark,
        points.map((p) => p.x),
      ),
      boundaryGap: false,
      axisPointer: { show: true, lineStyle: { color: '#165DFF', width: 2 } },
    },
    yAxis: {
      ...valueAxis(isDark),
      axisLabel: { color: palette.text, formatter: (value: number) => abbreviate(value) },
    },
    series: [
      {
        name: texts.series,
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

const SLICE_COLORS = { light: ['#249EFF', '#846BCE', '#21CCFF'], dark: ['#3D72F6', '#A079DC', '#3DB9E5'] };

export interface ContentCategoriesTexts {
  locale: string;
  /** Caption above the total in the donut's centre. */
  centre: string;
  /** The name of each category, in the answer's order. */
  names: readonly string[];
}

/** Donut of the content volume per category, the total in its centre. */
export function contentCategoriesOption(
  categories: ContentCategories,
  isDark: boolean,
  texts: ContentCategoriesTexts,
): ChartOption {
  const palette = chartPalette(isDark);
  return {
    color: isDark ? SLICE_COLORS.dark : SLICE_COLORS.light,
    ...donutParts(
      isDark,
      '{d}%',
      categories.list.map((c, i) => ({ name: texts.names[i] ?? c.category, value: c.count })),
    ),
    graphic: [
      { type: 'text', left: 'center', top: '38%', style: { text: texts.centre, fill: palette.text, fontSize: 14 } },
      {
        type: 'text',
        left: 'center',
        top: '46%',
        style: {
          text: formatCount(categories.total, texts.locale),
          fill: isDark ? '#fff' : '#1D2129',
          fontSize: 16,
          fontWeight: 500,
        },
      },
    ],
  };
}
