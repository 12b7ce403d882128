import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, CONTENT_CATEGORIES } from './constants';
import { isVisitableRoute } from '../routes';
import { WORKPLACE_CHARTS } from './charts';

export { chartSnapshotQuerySchema, chartSnapshotSchema } from '../chart/schemas';

/**
 * The Workplace dashboard (`/dashboard/workplace`, docs/product.md, Workplace). Every figure is computed by
 * the database from rows. Its endpoints are the operations of `workplaceApi` (./contract.ts).
 */

export const contentCategorySchema = z.enum(CONTENT_CATEGORIES, { error: 'validation.option' });

export const workplaceStatsSchema = z.object({
  /** The signed-in user's wallet balance in CNY (2 decimals). */
  balanceCny: z.number(),
  /** The user's orders awaiting payment. */
  pendingOrders: z.number().int().min(0),
  /** The user's renewal orders awaiting payment. */
  renewalOrders: z.number().int().min(0),
  /** Content items currently online. */
  onlineContent: z.number().int().min(0),
  /** Content items put in (delivered to distribution). */
  contentPutIn: z.number().int().min(0),
  /** Comments written in the last 24 hours. */
  dailyNewComments: z.number().int().min(0),
  /**
   * Change of `dailyNewComments` against the 24 hours before, in percent (1 decimal);
   * null when there were none before.
   */
  commentsChangePercent: z.number().nullable(),
});
export type WorkplaceStats = z.infer<typeof workplaceStatsSchema>;

export const contentDataPointSchema = z.object({
  /** UTC day, `YYYY-MM-DD`. */
  x: z.string(),
  /** Content items created that day. */
  y: z.number().int().min(0),
});
export type ContentDataPoint = z.infer<typeof contentDataPointSchema>;
export const contentDataSchema = z.array(contentDataPointSchema);

export const popularQuerySchema = z.object({ type: contentCategorySchema.default('text') });
export type PopularQuery = z.infer<typeof popularQuerySchema>;
export const popularItemSchema = z.object({
  /** Rank, 1 = most clicked. */
  key: z.number().int().positive(),
  /** Total clicks, abbreviated in the request's locale ("400万", "4M"), as Arco Design Pro's Vue client shows it. */
  clickNumber: z.string(),
  /** Total clicks. */
  clicks: z.number().int().min(0),
  title: z.string(),
  /** Today's clicks as a whole percent of the clicks before today. */
  increases: z.number().int().min(0),
});
export type PopularItem = z.infer<typeof popularItemSchema>;
export const popularListSchema = z.array(popularItemSchema);

export const contentCategoriesSchema = z.object({
  total: z.number().int().min(0),
  /** One entry per category, in `CONTENT_CATEGORIES` order (zero counts included). */
  list: z.array(z.object({ category: contentCategorySchema, count: z.number().int().min(0) })),
});
export type ContentCategories = z.infer<typeof contentCategoriesSchema>;

export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES, { error: 'validation.option' });
export const announcementSchema = z.object({
  id: z.number().int().positive(),
  type: announcementTypeSchema,
  /** In the request's locale (`Accept-Language`). */
  content: z.string(),
  /** ISO 8601 instant. */
  createdTime: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

export const recordVisitSchema = z.object({
  name: z.string({ error: 'validation.routeName' }).refine(isVisitableRoute, 'validation.routeName'),
});
export type RecordVisitInput = z.infer<typeof recordVisitSchema>;

export const recentVisitSchema = z.object({
  /** Route name of the shared route table (`getRoute(name)` gives path, title key and icon). */
  name: z.string(),
  /** ISO 8601 instant of the latest visit. */
  visitedAt: z.string(),
});
export type RecentVisit = z.infer<typeof recentVisitSchema>;
export const recentVisitListSchema = z.array(recentVisitSchema);

/** The chart of `GET /api/workplace/charts/:chart`. */
export const workplaceChartParamsSchema = z.object({ chart: z.enum(WORKPLACE_CHARTS, { error: 'validation.option' }) });
