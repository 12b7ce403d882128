/**
 * The app's ECharts entry: the core plus the chart types and components most chart screens use
 * (line and pie), drawn on canvas. Register a type here, and add its series option to
 * `ChartOption`, with the first screen that draws it; types only a few screens draw go into an
 * entry that extends this one (`echarts-analysis.ts`). Imported lazily by `Chart`, so it never
 * lands in a first-load chunk.
 */
import * as echarts from 'echarts/core';
import { LineChart, PieChart } from 'echarts/charts';
import { GraphicComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, GraphicComponent, CanvasRenderer]);

export { echarts };
