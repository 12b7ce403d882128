import type { ChartOption } from '@console/shared/chart/option';

export { chartPalette, type ChartOption } from '@console/shared/chart/option';

/** Builds a chart's option for the current theme (docs/architecture.md, Charts). */
export type ChartOptionBuilder = (isDark: boolean) => ChartOption;
