import type { ChartOption } from '@console/shared/chart/option';

export { chartPalette, chartTooltip, type ChartOption } from '@console/shared/chart/option';

/** Builds a chart's option for the current theme (docs/architecture.md, Charts). */
export type ChartOptionBuilder = (isDark: boolean) => ChartOption;
