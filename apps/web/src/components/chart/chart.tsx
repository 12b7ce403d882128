import { useEffect, useRef, useState } from 'react';
import type { ECharts } from 'echarts/core';
import type { ChartOption } from './chart-option';

export interface ChartProps {
  option: ChartOption;
  /** CSS height of the drawing area; the width follows the container. */
  height?: number | string;
  /** Accessible description of what the chart shows. */
  label: string;
}

/**
 * A theme-agnostic ECharts canvas: loads ECharts after the first paint and draws once the chart
 * comes into view (below the fold it is main-thread work the page's start does not need), then
 * follows its container's size (which also covers a keep-alive tab that becomes visible again)
 * and applies `option`.
 */
export function Chart({ option, height = 300, label }: ChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let instance: ECharts | undefined;
    let resizeObserver: ResizeObserver | undefined;
    let cancelled = false;
    const draw = async () => {
      const { echarts } = await import('./echarts');
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
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return <div ref={containerRef} role="img" aria-label={label} style={{ width: '100%', height }} data-chart-ready={chart ? 'true' : 'false'} />;
}
