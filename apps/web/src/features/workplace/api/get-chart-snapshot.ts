import type { WorkplaceChart } from '@console/shared/workplace/charts';
import { workplaceApi } from '@console/shared/workplace/contract';
import { chartPicture } from '@/lib/http/chart-picture';

/** The server's SVG of a Workplace chart's first view (ADR 026). */
export const chartSnapshot = (chart: WorkplaceChart) => chartPicture(workplaceApi.chartSnapshot, { params: { chart } });
