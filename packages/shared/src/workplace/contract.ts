import { contract } from '../api/contract';

/**
 * The Workplace dashboard's operations (docs/product.md, Workplace): its blocks read with
 * `workplace.read`; the banner's figures and the recent visits are the caller's own.
 */
export const workplaceApi = contract('workplace', () => import('./schemas'), {
  /** The welcome banner's six figures for the caller. */
  stats: {
    method: 'GET',
    path: '/api/workplace/stats',
    access: 'authenticated',
    response: (s) => s.workplaceStatsSchema,
  },
  /** Content items created per day over the last 8 days, oldest first. */
  contentData: {
    method: 'GET',
    path: '/api/content-data',
    access: 'workplace.read',
    response: (s) => s.contentDataSchema,
  },
  /** The 5 most clicked online items of a category. */
  popular: {
    method: 'GET',
    path: '/api/popular/list',
    access: 'workplace.read',
    query: (s) => s.popularQuerySchema,
    response: (s) => s.popularListSchema,
  },
  /** Content items per category, for the donut. */
  contentCategories: {
    method: 'GET',
    path: '/api/workplace/content-categories',
    access: 'workplace.read',
    response: (s) => s.contentCategoriesSchema,
  },
  /** A chart's first view drawn by the server as SVG, at the browser's size and in its theme (ADR 026). */
  chartSnapshot: {
    method: 'GET',
    path: '/api/workplace/charts/:chart',
    access: 'workplace.read',
    params: (s) => s.workplaceChartParamsSchema,
    query: (s) => s.chartSnapshotQuerySchema,
    response: (s) => s.chartSnapshotSchema,
  },
  /** The latest announcements, newest first, in the request's language. */
  announcements: {
    method: 'GET',
    path: '/api/announcements',
    access: 'workplace.read',
    response: (s) => s.announcementListSchema,
  },
  /** The caller's recently visited routes, newest first. */
  recentVisits: {
    method: 'GET',
    path: '/api/user/recent-visits',
    access: 'authenticated',
    response: (s) => s.recentVisitListSchema,
  },
  /** Records a visit to a route of the route table; answers the updated recent visits. */
  recordVisit: {
    method: 'POST',
    path: '/api/user/recent-visits',
    access: 'authenticated',
    body: (s) => s.recordVisitSchema,
    response: (s) => s.recentVisitListSchema,
  },
});
