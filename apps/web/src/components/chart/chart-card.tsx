import type { ReactNode } from 'react';
import { Card, Empty, Skeleton } from '@arco-design/web-react';
import { Chart, skeletonRows, type ChartSnapshotLoader, type EChartsLoader } from './chart';
import type { ChartOption } from './chart-option';

export interface ChartCardProps {
  title: ReactNode;
  /** Shown at the right of the title (a "more" link, a switch…). */
  extra?: ReactNode;
  loading: boolean;
  /** No data to draw: the card shows the empty state instead of an empty chart. */
  empty: boolean;
  option: ChartOption;
  height: number;
  /** Accessible description of the chart. */
  label: string;
  /** Drop the card frame (the chart sits inside another panel). */
  bordered?: boolean;
  /** ECharts with the types `option` uses (see `Chart`). */
  load?: EChartsLoader;
  /** The server's picture of the first view (see `Chart`). */
  snapshot?: ChartSnapshotLoader;
}

/**
 * A titled block holding one chart, with a skeleton while loading and an empty state. A chart with
 * a server picture is there while its data loads: the picture is asked for at once (see `Chart`).
 */
export function ChartCard({
  title,
  extra,
  loading,
  empty,
  option,
  height,
  label,
  bordered = false,
  load,
  snapshot,
}: ChartCardProps) {
  return (
    <Card title={title} extra={extra} bordered={bordered}>
      {loading && !snapshot ? (
        <Skeleton animation text={{ rows: skeletonRows(height) }} style={{ height }} />
      ) : empty && !loading ? (
        <Empty style={{ height, display: 'flex', flexDirection: 'column', justifyContent: 'center' }} />
      ) : (
        <Chart option={option} height={height} label={label} load={load} snapshot={snapshot} pending={loading} />
      )}
    </Card>
  );
}
