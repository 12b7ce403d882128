import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Skeleton } from '@arco-design/web-react';
import type * as EChartsCore from 'echarts/core';
import type { ECharts } from 'echarts/core';
import { CHART_SNAPSHOT_LIMITS } from '@console/shared/chart/constants';
import type { ChartSnapshotQuery } from '@console/shared/chart/schemas';
import { useSettings } from '../../stores/settings';
import type { ChartOption } from './chart-option';

/** Loads ECharts with the chart types a chart needs registered. */
export type EChartsLoader = () => Promise<{ echarts: typeof EChartsCore }>;

/** The server's SVG of a chart's first view, at a size and in a theme (ADR 026). */
export type ChartSnapshotLoader = (query: ChartSnapshotQuery, signal: AbortSignal) => Promise<string>;

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
  /**
   * The server's picture of `option`: shown until the chart has to change or answer the pointer,
   * so that a first view needs no ECharts at all.
   */
  snapshot?: ChartSnapshotLoader;
  /**
   * The data behind `option` is still on its way. The server's picture does not need it, so it is
   * asked for at once, and the first option after the data has come is what the picture shows.
   */
  pending?: boolean;
}

interface Picture {
  src: string;
  width: number;
  height: number;
}

/** Skeleton lines that fill a chart of that height. */
export const skeletonRows = (height: number | string) =>
  typeof height === 'number' ? Math.max(3, Math.round(height / 48)) : 3;

const fitsSnapshot = (width: number, height: number) =>
  width >= CHART_SNAPSHOT_LIMITS.minSide &&
  width <= CHART_SNAPSHOT_LIMITS.maxWidth &&
  height >= CHART_SNAPSHOT_LIMITS.minSide &&
  height <= CHART_SNAPSHOT_LIMITS.maxHeight;

/**
 * An ECharts canvas: loads ECharts after the first paint and draws once the chart comes into view
 * (below the fold it is main-thread work the page's start does not need), then follows its
 * container's size (which also covers a keep-alive tab that becomes visible again) and applies
 * `option`. With a `snapshot`, the server's SVG stands in first, and ECharts loads only when the
 * option, the theme, the language or the width changes, or the pointer reaches the chart.
 */
export function Chart({ option, height = 300, label, load = loadCharts, snapshot, pending = false }: ChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);
  const [live, setLive] = useState(snapshot === undefined);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [pictureShown, setPictureShown] = useState(false);
  const theme = useSettings((s) => s.theme);
  const pictured = useRef<ChartOption | null>(pending ? null : option);
  const goLive = () => setLive(true);

  // Asked for in the layout phase, so the request travels while the browser paints the page.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (live || !snapshot || !container) return;
    const width = container.clientWidth;
    const height = container.clientHeight;
    if (!fitsSnapshot(width, height)) return goLive();
    const controller = new AbortController();
    snapshot({ theme, width, height }, controller.signal).then(
      // The picture is the page's largest paint: it goes in at once, not batched with other updates.
      (svg) =>
        flushSync(() =>
          setPicture({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width, height }),
        ),
      () => {
        if (!controller.signal.aborted) goLive();
      },
    );
    // A new width makes the picture wrong: the live chart follows the container from then on.
    const resizeObserver = new ResizeObserver(() => {
      if (container.clientWidth !== width) goLive();
    });
    resizeObserver.observe(container);
    return () => {
      controller.abort();
      resizeObserver.disconnect();
    };
    // The picture is taken once; a theme change changes the option, which makes the chart live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  useEffect(() => {
    if (pending) return;
    if (pictured.current === null) pictured.current = option;
    else if (option !== pictured.current) goLive();
  }, [option, pending]);

  useEffect(() => {
    const container = containerRef.current;
    if (!live || !container) return;
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
        if (container.clientWidth !== created.getWidth() || container.clientHeight !== created.getHeight())
          created.resize();
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
  }, [live]);

  const drawn = useRef(false);
  useEffect(() => {
    if (!chart) return;
    // Taking over from the picture, the first frame shows as it is instead of growing from nothing.
    const takesOver = pictureShown && !drawn.current;
    chart.setOption(takesOver ? { ...option, animation: false } : option, { notMerge: true });
    drawn.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, option]);

  // ECharts owns its container's children: the picture sits beside it, over it, until it draws. A
  // skeleton stands in until something is drawn: while the data or the picture is on its way, and
  // while a chart below the fold waits to be scrolled to.
  return (
    <div
      role="img"
      aria-label={label}
      style={{ position: 'relative', width: '100%', height }}
      data-chart-ready={chart || pictureShown ? 'true' : 'false'}
      onPointerEnter={live ? undefined : goLive}
    >
      <div ref={containerRef} style={{ width: '100%', height: '100%' }} />
      {picture && !chart ? (
        <img
          src={picture.src}
          alt=""
          width={picture.width}
          height={picture.height}
          onLoad={() => setPictureShown(true)}
          style={{ position: 'absolute', inset: 0 }}
        />
      ) : null}
      {!pictureShown && !chart ? (
        <Skeleton animation text={{ rows: skeletonRows(height) }} style={{ position: 'absolute', inset: 0 }} />
      ) : null}
    </div>
  );
}
