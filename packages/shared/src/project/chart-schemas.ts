import { z } from 'zod';
import { idParamSchema } from '../list';
import { PROJECT_CHARTS } from './charts';

export { chartSnapshotQuerySchema, chartSnapshotSchema } from '../chart/schemas';

/** The project and the chart of `GET /api/project/:id/charts/:chart` (`projectChartApi`, ./chart-contract.ts). */
export const projectChartParamsSchema = z.object({
  id: idParamSchema,
  chart: z.enum(PROJECT_CHARTS, { error: 'validation.option' }),
});
