import type { WorkplaceChart } from '@console/shared/workplace/charts';
import { workplaceApi } from '@console/shared/workplace/contract';
import type { ChartSnapshotLoader } from '@/components/chart';
import { call } from '@/lib/http/api';

/** The server's SVG of a Workplace chart's first view (ADR 026). */
export const chartSnapshot =
  (chart: WorkplaceChart): ChartSnapshotLoader =>
  async ({ theme, width, height }, signal) =>
    (await call(workplaceApi.chartSnapshot, { params: { chart }, query: { theme, width, height } }, { signal })).svg;
