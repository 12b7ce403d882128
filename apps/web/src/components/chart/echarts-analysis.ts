/**
 * ECharts for the analysis screens: the app's entry (`echarts.ts`) plus the bar and radar charts
 * and the data zoom, which only these screens draw, so the other charts' screens do not load them.
 * Imported lazily by `Chart` through `loadAnalysisCharts`.
 */
import { BarChart, RadarChart } from 'echarts/charts';
import { DataZoomComponent } from 'echarts/components';
import { echarts } from './echarts';

echarts.use([BarChart, RadarChart, DataZoomComponent]);

export { echarts };
