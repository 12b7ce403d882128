import { z } from 'zod';
import { THEMES } from '../constants';
import { CHART_SNAPSHOT_LIMITS } from './constants';

/**
 * A chart's first view drawn by the server as SVG (ADR 026): the browser shows it at once and
 * loads ECharts only when the chart must change or answer the pointer.
 */

const side = (max: number) =>
  z.coerce
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(CHART_SNAPSHOT_LIMITS.minSide, { error: 'validation.integerRange' })
    .max(max, { error: 'validation.integerRange' });

export const chartSnapshotQuerySchema = z.object({
  theme: z.enum(THEMES, { error: 'validation.option' }),
  /** CSS pixels of the drawing area, as the browser measured it. */
  width: side(CHART_SNAPSHOT_LIMITS.maxWidth),
  height: side(CHART_SNAPSHOT_LIMITS.maxHeight),
});
export type ChartSnapshotQuery = z.infer<typeof chartSnapshotQuerySchema>;

export const chartSnapshotSchema = z.object({ svg: z.string() });
export type ChartSnapshot = z.infer<typeof chartSnapshotSchema>;
