import type { Has, InputOf, OperationSpec, ResponseOf } from '@console/shared/api/contract';
import type { ChartSnapshot, ChartSnapshotQuery } from '@console/shared/chart/schemas';
import { callAs } from './api';

/** What a picture's call takes besides the theme and the size, which the chart gives at each call. */
type PictureParts<O> = (Has<O, 'params'> extends true ? { params: InputOf<O, 'params'> } : unknown) & {
  query?: Omit<InputOf<O, 'query'>, keyof ChartSnapshotQuery>;
};

/**
 * A chart's `snapshot` loader (`components/chart`) from an operation that answers the server's SVG
 * of a chart's first view (ADR 026): `parts` name the chart, and the picture's theme and size join
 * its query.
 */
export function chartPicture<O extends Pick<OperationSpec, 'method' | 'path'>>(
  operation: O & (ResponseOf<O> extends ChartSnapshot ? unknown : never),
  parts: PictureParts<O>,
): (picture: ChartSnapshotQuery, signal: AbortSignal) => Promise<string> {
  const { params, query } = parts as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return async (picture, signal) =>
    (await callAs<ChartSnapshot>(operation, { params, query: { ...query, ...picture } }, { signal })).svg;
}
