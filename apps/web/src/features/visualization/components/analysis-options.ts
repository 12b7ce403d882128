/**
 * The options of the analysis charts, per theme (docs/architecture.md, Charts): smooth lines
 * without symbols until hover, dashed split lines, legends at the bottom, y labels in "k".
 */
import type {
  ChainGrowth,
  ContentPublishSeries,
  DataOverview,
  OpinionAnalysis,
  PeriodAnalysis,
  PublishingSource,
  TypeDistribution,
  UserAction,
} from '@console/shared/visualization/schemas';
import { chartPalette, chartTooltip, type ChartOption } from '@/components/chart';

/** Series colours, in the order of the series. */
const BLUE = '#165DFF';
const COLORS = ['#722ED1', '#F77234', '#33D1C9', '#3469FF'];
const TYPE_COLORS = ['#249EFF', '#7D4DFF', '#21CCFF'];
const SOURCE_COLORS = ['#8D4EDA', '#00B2FF', '#3469FF', '#F7BA1E', '#86909C'];

export const abbreviate = (value: number) =>
  Math.abs(value) >= 1000 ? `${Math.round(value / 100) / 10}k` : String(value);

function axes(isDark: boolean) {
  const palette = chartPalette(isDark);
  return {
    palette,
    tooltip: chartTooltip(isDark, 'axis'),
    category: (data: string[], boundaryGap = true) => ({
      type: 'category' as const,
      data,
      boundaryGap,
      axisLabel: { color: palette.text },
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisTick: { show: false },
      axisPointer: { show: true, lineStyle: { color: BLUE, width: 2 } },
    }),
    value: (suffix = '') => ({
      type: 'value' as const,
      axisLabel: { color: palette.text, formatter: (value: number) => `${abbreviate(value)}${suffix}` },
      splitLine: { lineStyle: { type: 'dashed' as const, color: palette.splitLine } },
    }),
    // One scrolling line: a wrapped legend would run into the axis labels on a phone.
    legend: {
      type: 'scroll' as const,
      bottom: 0,
      icon: 'circle',
      itemWidth: 8,
      textStyle: { color: palette.text },
      pageTextStyle: { color: palette.text },
    },
  };
}

/** A KPI tile's mini chart: two lines (this year, a year earlier), bars, or a donut. */
export function opinionOption(
  kind: 'line' | 'bar' | 'pie',
  points: OpinionAnalysis['chartData'],
  isDark: boolean,
): ChartOption {
  const { tooltip } = axes(isDark);
  if (kind === 'pie') {
    return {
      // No legend: the tile is too narrow for one beside the donut; the tooltip names each slice.
      tooltip: { ...tooltip, trigger: 'item' },
      series: [
        {
          type: 'pie',
          radius: ['50%', '85%'],
          label: { show: false },
          data: points.map((p, i) => ({ name: p.x, value: p.y, itemStyle: { color: TYPE_COLORS[i] } })),
        },
      ],
    };
  }
  const names = [...new Set(points.map((p) => p.name))];
  const xs = [...new Set(points.map((p) => p.x))];
  const grid = { left: 0, right: 0, top: 4, bottom: 4 };
  const hidden = { type: 'category' as const, data: xs, show: false };
  if (kind === 'bar') {
    return {
      grid,
      tooltip,
      xAxis: hidden,
      yAxis: { type: 'value', show: false },
      series: [
        {
          type: 'bar',
          name: names[0],
          barWidth: 7,
          data: points.map((p, i) => ({
            value: p.y,
            itemStyle: { color: i % 2 ? '#86DF6C' : '#468DFF', borderRadius: 2 },
          })),
        },
      ],
    };
  }
  return {
    grid,
    tooltip,
    xAxis: { ...hidden, boundaryGap: false },
    yAxis: { type: 'value', show: false },
    series: names.map((name, i) => ({
      type: 'line',
      name,
      smooth: true,
      showSymbol: false,
      data: points.filter((p) => p.name === name).map((p) => p.y),
      lineStyle: { width: 2, color: i === 0 ? BLUE : '#A9C3FF', type: i === 0 ? 'solid' : 'dashed' },
      itemStyle: { color: i === 0 ? BLUE : '#A9C3FF' },
    })),
  };
}

/** Stacked bars: publications per content type in the twelve two-hour buckets. */
export function publishRatioOption(series: ContentPublishSeries[], isDark: boolean): ChartOption {
  const { tooltip, category, value, legend } = axes(isDark);
  return {
    grid: { left: 40, right: 8, top: 16, bottom: 56 },
    tooltip,
    legend,
    xAxis: category(series[0]?.x ?? []),
    yAxis: value(),
    series: series.map((s, i) => ({
      type: 'bar',
      name: s.name,
      stack: 'total',
      barWidth: 16,
      data: s.y,
      itemStyle: { color: TYPE_COLORS[i] },
    })),
  };
}

/** Lines of the click-through rate per content type, with a zoom slider under the plot. */
export function periodAnalysisOption({ xAxis, data }: PeriodAnalysis, isDark: boolean): ChartOption {
  const { tooltip, category, value, legend, palette } = axes(isDark);
  return {
    grid: { left: 48, right: 16, top: 16, bottom: 88 },
    tooltip: { ...tooltip, valueFormatter: (v) => `${String(v)}%` },
    legend,
    xAxis: category(xAxis, false),
    yAxis: value('%'),
    dataZoom: [
      { type: 'slider', bottom: 32, height: 20, textStyle: { color: palette.text }, borderColor: palette.axisLine },
      { type: 'inside', zoomOnMouseWheel: false },
    ],
    series: data.map((s, i) => ({
      type: 'line',
      name: s.name,
      smooth: true,
      showSymbol: false,
      symbolSize: 10,
      data: s.value,
      lineStyle: { width: 3, color: TYPE_COLORS[i] },
      itemStyle: { color: TYPE_COLORS[i] },
    })),
  };
}

/** The data overview: four stacked, lightly filled lines per day. */
export function overviewOption({ xAxis, data }: DataOverview, isDark: boolean): ChartOption {
  const { tooltip, category, value, legend } = axes(isDark);
  return {
    grid: { left: 44, right: 16, top: 16, bottom: 56 },
    tooltip,
    legend,
    xAxis: category(xAxis, false),
    yAxis: value(),
    series: data.map((s, i) => ({
      type: 'line',
      name: s.name,
      stack: 'total',
      smooth: true,
      showSymbol: false,
      data: s.value,
      areaStyle: { opacity: 0.1 },
      lineStyle: { width: 2, color: COLORS[i] },
      itemStyle: { color: COLORS[i] },
    })),
  };
}

/** Horizontal bars of likes, comments and shares. */
export function userActionsOption(actions: UserAction[], isDark: boolean): ChartOption {
  const { tooltip, palette } = axes(isDark);
  return {
    grid: { left: 64, right: 16, top: 0, bottom: 20 },
    tooltip: { ...tooltip, axisPointer: { type: 'none' } },
    xAxis: {
      type: 'value',
      axisLabel: { color: palette.text, formatter: (v: number) => abbreviate(v) },
      splitLine: { lineStyle: { type: 'dashed', color: palette.splitLine } },
    },
    yAxis: {
      type: 'category',
      data: actions.map((a) => a.name),
      axisLabel: { color: palette.text },
      axisLine: { show: false },
      axisTick: { show: false },
    },
    series: [
      { type: 'bar', barWidth: 7, data: actions.map((a) => a.value), itemStyle: { color: '#4086FF', borderRadius: 4 } },
    ],
  };
}

/** The radar of publications per category, one filled shape per content type. */
export function typeDistributionOption({ indicator, data }: TypeDistribution, isDark: boolean): ChartOption {
  const { palette, legend } = axes(isDark);
  return {
    tooltip: chartTooltip(isDark, 'item'),
    legend,
    radar: {
      center: ['50%', '45%'],
      radius: '50%',
      indicator: indicator.map((i) => ({ name: i.name, max: i.max })),
      // A long category name beside the shape ends in an ellipsis inside the card; the tooltip names it whole.
      axisNameGap: 6,
      axisName: { color: palette.text, width: 76, overflow: 'truncate', ellipsis: '…' },
      splitLine: { lineStyle: { color: palette.splitLine } },
      axisLine: { lineStyle: { color: palette.splitLine } },
      splitArea: { show: false },
    },
    series: [
      {
        type: 'radar',
        symbol: 'none',
        data: data.map((s, i) => ({
          name: s.name,
          value: s.value,
          areaStyle: { opacity: 0.2 },
          lineStyle: { color: TYPE_COLORS[i] },
          itemStyle: { color: TYPE_COLORS[i] },
        })),
      },
    ],
  };
}

/** A data chain card's mini chart: a line, or bars alternating two colours. */
export function chainOption(kind: 'line' | 'bar', { chartData }: ChainGrowth, isDark: boolean): ChartOption {
  const { tooltip } = axes(isDark);
  const { xAxis, data } = chartData;
  return {
    grid: { left: 0, right: 0, top: 4, bottom: 4 },
    tooltip,
    xAxis: { type: 'category', data: xAxis, show: false, boundaryGap: kind === 'bar' },
    yAxis: { type: 'value', show: false },
    series:
      kind === 'line'
        ? [
            {
              type: 'line',
              name: data.name,
              smooth: true,
              showSymbol: false,
              data: data.value,
              lineStyle: { width: 2, color: BLUE },
              itemStyle: { color: BLUE },
            },
          ]
        : [
            {
              type: 'bar',
              name: data.name,
              barWidth: 7,
              data: data.value.map((v, i) => ({
                value: v,
                itemStyle: { color: i % 2 ? '#2CAB40' : '#468DFF', borderRadius: 2 },
              })),
            },
          ],
  };
}

/** Three donuts side by side (one above the other when `stacked`), one per content type, each captioned in its centre. */
export function publishingSourceOption(sources: PublishingSource[], isDark: boolean, stacked: boolean): ChartOption {
  const { palette, legend } = axes(isDark);
  const spots = ['17%', '50%', '83%'];
  const centre = (i: number): [string, string] =>
    stacked ? ['50%', `${[16, 46, 76][i] ?? 50}%`] : [spots[i] ?? '50%', '45%'];
  return {
    tooltip: chartTooltip(isDark, 'item'),
    legend: { ...legend, data: sources[0]?.data.map((d) => d.name) ?? [] },
    series: sources.flatMap((source, i) => [
      {
        type: 'pie' as const,
        name: source.name,
        radius: stacked ? ['16%', '24%'] : ['38%', '56%'],
        center: centre(i),
        label: { formatter: '{d}%', color: palette.text },
        data: source.data.map((d, j) => ({ name: d.name, value: d.value, itemStyle: { color: SOURCE_COLORS[j] } })),
      },
      // The caption in the donut's hole: a silent, invisible one-slice pie with its label in the centre.
      {
        type: 'pie' as const,
        radius: [0, 1],
        center: centre(i),
        silent: true,
        tooltip: { show: false },
        label: { position: 'center' as const, formatter: source.name, color: palette.text, fontSize: 13 },
        data: [{ name: source.name, value: 1, itemStyle: { color: 'transparent' } }],
      },
    ]),
  };
}
