/**
 * The only ECharts entry of the app: the core plus the chart types and components the screens
 * use, drawn on canvas. Imported lazily by `Chart`, so it never lands in a first-load chunk.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GraphicComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, PieChart, BarChart, GridComponent, TooltipComponent, LegendComponent, GraphicComponent, CanvasRenderer]);

export { echarts };
