import type { ChartSnapshot } from '@console/shared/chart/schemas';
import type { WorkplaceChart } from '@console/shared/workplace/charts';
import type { ChartSnapshotLoader } from '@/components/chart';
import { apiGet } from '@/lib/api-client';

/** `GET /api/workplace/charts/:chart`: the server's SVG of a Workplace chart's first view (ADR 026). */
export const chartSnapshot =
  (chart: WorkplaceChart): ChartSnapshotLoader =>
  async ({ theme, width, height }, signal) =>
    (
      await apiGet<ChartSnapshot>(`/api/workplace/charts/${chart}`, {
        params: { theme, width: String(width), height: String(height) },
        signal,
      })
    ).svg;
