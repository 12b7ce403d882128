import { contract } from '../api/contract';

/**
 * The operation that draws the project detail's charts (ADR 052), apart from `projectApi`: only the
 * detail page calls it, and the other project pages need neither its declaration nor its schemas.
 */
export const projectChartApi = contract('project', () => import('./chart-schemas'), {
  /** A chart of the detail's first view drawn by the server as SVG, at the browser's size and in its theme. */
  chartSnapshot: {
    method: 'GET',
    path: '/api/project/:id/charts/:chart',
    access: 'project.read',
    params: (s) => s.projectChartParamsSchema,
    query: (s) => s.chartSnapshotQuerySchema,
    response: (s) => s.chartSnapshotSchema,
  },
});
