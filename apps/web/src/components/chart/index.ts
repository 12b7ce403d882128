export { Chart, loadAnalysisCharts, type ChartProps, type ChartSnapshotLoader, type EChartsLoader } from './chart';
export { ChartCard, type ChartCardProps } from './chart-card';
export { chartPalette, chartTooltip, type ChartOption, type ChartOptionBuilder } from './chart-option';
export { useChartOption } from './use-chart-option';
