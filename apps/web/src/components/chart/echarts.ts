/**
 * The only ECharts entry of the app: the core plus the chart types and components the live
 * screens use (line and pie), drawn on canvas. Register a type here, and add its series option to
 * `ChartOption`, with the first screen that draws it. Imported lazily by `Chart`, so it never
 * lands in a first-load chunk.
 */
import * as echarts from 'echarts/core';
import { LineChart, PieChart } from 'echarts/charts';
import { GraphicComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, GraphicComponent, CanvasRenderer]);

export { echarts };
