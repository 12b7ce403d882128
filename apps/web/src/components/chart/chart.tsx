import { useEffect, useRef, useState } from 'react';
import type * as EChartsCore from 'echarts/core';
import type { ECharts } from 'echarts/core';
import type { ChartOption } from './chart-option';

/** Loads ECharts with the chart types a chart needs registered. */
export type EChartsLoader = () => Promise<{ echarts: typeof EChartsCore }>;

const loadCharts: EChartsLoader = () => import('./echarts');
/** ECharts with the bar and radar charts and the data zoom, for the analysis screens. */
export const loadAnalysisCharts: EChartsLoader = () => import('./echarts-analysis');

export interface ChartProps {
  option: ChartOption;
  /** CSS height of the drawing area; the width follows the container. */
  height?: number | string;
  /** Accessible description of what the chart shows. */
  label: string;
  /** ECharts with the types `option` uses; line and pie by default. */
  load?: EChartsLoader;
}

/**
 * A theme-agnostic ECharts canvas: loads ECharts after the first paint and draws once the chart
 * comes into view (below the fold it is main-thread work the page's start does not need), then
 * follows its container's size (which also covers a keep-alive tab that becomes visible again)
 * and applies `option`.
 */
export function Chart({ option, height = 300, label, load = loadCharts }: ChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let instance: ECharts | undefined;
    let resizeObserver: ResizeObserver | undefined;
    let cancelled = false;
    const draw = async () => {
      const { echarts } = await load();
      if (cancelled) return;
      const created = echarts.init(container, undefined, { renderer: 'canvas' });
      instance = created;
      // A resize redraws the whole chart: only when the size really changed (the observer also
      // reports the size it starts with, which would draw every chart twice on load).
      resizeObserver = new ResizeObserver(() => {
        if (container.clientWidth !== created.getWidth() || container.clientHeight !== created.getHeight()) created.resize();
      });
      resizeObserver.observe(container);
      setChart(created);
    };
    const inView = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      inView.disconnect();
      void draw();
    });
    inView.observe(container);
    return () => {
      cancelled = true;
      inView.disconnect();
      resizeObserver?.disconnect();
      instance?.dispose();
      setChart(null);
    };
    // The loader is fixed for a chart's life: a chart never switches its ECharts entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return <div ref={containerRef} role="img" aria-label={label} style={{ width: '100%', height }} data-chart-ready={chart ? 'true' : 'false'} />;
}
