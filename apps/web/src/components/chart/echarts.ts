/**
 * The only ECharts entry of the app: the core plus the chart types and components the live
 * screens use (line, bar, pie, radar, and the data zoom of the period analysis), drawn on canvas. Register a type here, and add its series option to
 * `ChartOption`, with the first screen that draws it. Imported lazily by `Chart`, so it never
 * lands in a first-load chunk.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { DataZoomComponent, GraphicComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, PieChart, RadarChart, GridComponent, TooltipComponent, LegendComponent, GraphicComponent, DataZoomComponent, CanvasRenderer]);

export { echarts };
