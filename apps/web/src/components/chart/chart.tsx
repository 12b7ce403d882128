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
 * A theme-agnostic ECharts canvas: loads ECharts after the first paint, follows its container's
 * size (which also covers a keep-alive tab that becomes visible again) and applies `option`.
 */
export function Chart({ option, height = 300, label }: ChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import('./echarts').then(({ echarts }) => {
      if (cancelled) return;
      instance = echarts.init(container, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => instance?.resize());
      observer.observe(container);
      setChart(instance);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.dispose();
      setChart(null);
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return <div ref={containerRef} role="img" aria-label={label} style={{ width: '100%', height }} data-chart-ready={chart ? 'true' : 'false'} />;
}
