import type * as ECharts from 'echarts/core';
import type { Locale } from '@console/shared';
import type { ChartOption } from '@console/shared/chart/option';
import type { ChartSnapshot, ChartSnapshotQuery } from '@console/shared/chart/schemas';

let echartsLoaded: Promise<typeof ECharts> | undefined;

/**
 * ECharts' server-side rendering: a chart's first view as an SVG document the browser shows
 * before it has ECharts (docs/decisions/026-server-drawn-first-charts.md). The chart types here are
 * those of the charts the server draws; the tooltip is registered so its options are understood,
 * although a picture shows none. Loaded by the first picture: at start-up it cost each process
 * about 0.3 s.
 */
function loadECharts(): Promise<typeof ECharts> {
  echartsLoaded ??= Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]).then(([echarts, charts, components, renderers]) => {
    echarts.use([
      charts.BarChart,
      charts.LineChart,
      charts.PieChart,
      components.GridComponent,
      components.LegendComponent,
      components.GraphicComponent,
      components.TooltipComponent,
      renderers.SVGRenderer,
    ]);
    return echarts;
  });
  return echartsLoaded;
}

/** Pictures kept, most recently drawn last: a sign-in redraws the same picture for every user. */
const CAPACITY = 128;
const kept = new Map<string, string>();

/**
 * The SVG of `option` at `width` × `height` CSS pixels, without animation. `key` names everything
 * the option was built from (chart, data, theme, locale): the same key at the same size is the
 * same picture, which is drawn once and kept.
 */
async function chartSvg(
  key: string,
  option: () => ChartOption,
  size: { width: number; height: number },
): Promise<string> {
  const id = `${key}|${size.width}x${size.height}`;
  const found = kept.get(id);
  if (found !== undefined) {
    kept.delete(id);
    kept.set(id, found);
    return found;
  }
  const echarts = await loadECharts();
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption({ ...option(), animation: false });
    const svg = chart.renderToSVGString();
    kept.set(id, svg);
    const oldest = kept.keys().next().value;
    if (kept.size > CAPACITY && oldest !== undefined) kept.delete(oldest);
    return svg;
  } finally {
    chart.dispose();
  }
}

/**
 * What a chart-picture endpoint answers: the option `build` makes of `data` in the query's theme,
 * drawn at the query's size. `chart` names the chart (`<module>/<name>`); with the data, the theme
 * and the locale the option's texts are in, it is what the picture is kept by.
 */
export async function drawChart<T>(
  chart: string,
  data: T,
  { theme, width, height }: ChartSnapshotQuery,
  locale: Locale,
  build: (data: T, isDark: boolean) => ChartOption,
): Promise<ChartSnapshot> {
  const key = `${chart}|${theme}|${locale}|${JSON.stringify(data)}`;
  return { svg: await chartSvg(key, () => build(data, theme === 'dark'), { width, height }) };
}
