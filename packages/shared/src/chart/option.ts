import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption, RadarSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GraphicComponentOption,
  RadarComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';

/**
 * An ECharts option built only from the chart types and components the app registers: the
 * browser's entries (`apps/web/src/components/chart/echarts*.ts`) and, for the charts the server
 * draws first (ADR 026), the server's.
 */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | RadarComponentOption
  | DataZoomComponentOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | GraphicComponentOption
>;

/** Text, line and tooltip colours shared by every chart, per theme. */
export function chartPalette(isDark: boolean) {
  return {
    text: isDark ? 'rgba(255, 255, 255, 0.7)' : '#4E5969',
    axisLine: isDark ? '#484849' : '#E5E8EF',
    splitLine: isDark ? '#2E2E30' : '#E5E6EB',
    tooltipBackground: isDark ? 'rgba(35, 35, 36, 0.9)' : 'rgba(255, 255, 255, 0.9)',
    tooltipBorder: isDark ? '#484849' : '#E5E6EB',
  };
}

/** A category axis of `labels`, its labels and line in the theme's colours. */
export function categoryAxis(isDark: boolean, labels: readonly string[]) {
  const palette = chartPalette(isDark);
  return {
    type: 'category' as const,
    data: [...labels],
    axisLabel: { color: palette.text },
    axisLine: { lineStyle: { color: palette.axisLine } },
  };
}

/** A value axis, its labels in the theme's text colour and its split lines dashed. */
export function valueAxis(isDark: boolean) {
  const palette = chartPalette(isDark);
  return {
    type: 'value' as const,
    axisLabel: { color: palette.text },
    splitLine: { lineStyle: { type: 'dashed' as const, color: palette.splitLine } },
  };
}

/** Axis labels abbreviated with "k" from a thousand up, either way of zero. */
export function abbreviate(value: number): string {
  return Math.abs(value) >= 1000 ? `${value / 1000}k` : String(value);
}

/** The tooltip in the theme's colours: over one item, or over the axis (every series at that point). */
export function chartTooltip(isDark: boolean, trigger: 'item' | 'axis') {
  const palette = chartPalette(isDark);
  return {
    trigger,
    backgroundColor: palette.tooltipBackground,
    borderColor: palette.tooltipBorder,
    textStyle: { color: palette.text },
  } satisfies TooltipComponentOption;
}

/** The donut the console's pie charts draw, its legend below: ring, labels and slice borders per theme. */
export function donutParts(isDark: boolean, label: string, data: PieSeriesOption['data']) {
  const palette = chartPalette(isDark);
  return {
    tooltip: chartTooltip(isDark, 'item'),
    legend: { bottom: 0, icon: 'circle', itemWidth: 8, textStyle: { color: palette.text } },
    series: [
      {
        type: 'pie',
        radius: ['50%', '70%'],
        center: ['50%', '45%'],
        // Labels line up along the chart's edges, inside it, so a narrow card cuts none of them.
        label: { formatter: label, color: palette.text, alignTo: 'edge', edgeDistance: 8, minMargin: 4 },
        labelLine: { length: 8, length2: 0, maxSurfaceAngle: 80 },
        itemStyle: { borderColor: isDark ? '#232324' : '#fff', borderWidth: 1 },
        data,
      },
    ],
  } satisfies ChartOption;
}
