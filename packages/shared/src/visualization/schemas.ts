import { z } from 'zod';
import { daySchema } from '../list';
import {
  CHAIN_QUOTAS,
  CONTENT_TYPES,
  EVENT_CATEGORIES,
  EVENT_SOURCES,
  OPINION_QUOTAS,
  OVERVIEW_SERIES,
  PERIOD_DAYS,
  PERIOD_MAX_DAYS,
  USER_ACTIONS,
} from './constants';

/**
 * The data analysis and multi-dimension analysis screens (docs/product.md; docs/api.md,
 * Visualization). Every figure is an SQL aggregate over the rollups of `content_events`
 * (docs/decisions/020). Every endpoint answers GET (its input in the query string) and POST (in
 * the body, which a period-only one may leave out) alike, as clients disagree on methods. Each
 * takes a period: `days` (7, 30 or 90 days ending today, UTC; 30 by default) or `from` and `to`
 * (UTC days, inclusive, at most 366 days). The endpoints are the operations of `visualizationApi`
 * (./contract.ts).
 */

const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const periodShape = {
  days: z.coerce
    .number({ error: 'validation.option' })
    .refine((days) => (PERIOD_DAYS as readonly number[]).includes(days), 'validation.option')
    .optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
};

type PeriodFields = { days?: number; from?: string; to?: string };

/** Custom days come as a pair, start not after end, within `PERIOD_MAX_DAYS`; never with `days`. */
const checkPeriod = (period: PeriodFields, ctx: z.RefinementCtx) => {
  const { days, from, to } = period;
  if (from === undefined && to === undefined) return;
  if (from === undefined || to === undefined || days !== undefined || spanDays(from, to) < 1) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateRange', path: [from === undefined ? 'from' : 'to'] });
  } else if (spanDays(from, to) > PERIOD_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: 'validation.periodTooLong', path: ['to'] });
  }
};

export const periodQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type PeriodQuery = z.infer<typeof periodQuerySchema>;
/** The body of a period-only aggregate's POST: none at all is the default period. */
export const periodBodySchema = periodQuerySchema.nullish();

export const opinionQuotaSchema = z.enum(OPINION_QUOTAS, { error: 'validation.option' });
export const opinionQuerySchema = z.object({ ...periodShape, quota: opinionQuotaSchema }).superRefine(checkPeriod);
export type OpinionQuery = z.infer<typeof opinionQuerySchema>;

export const chainQuotaSchema = z.enum(CHAIN_QUOTAS, { error: 'validation.option' });
export const chainQuerySchema = z.object({ ...periodShape, quota: chainQuotaSchema }).superRefine(checkPeriod);
export type ChainQuery = z.infer<typeof chainQuerySchema>;

const count = z.number().int().min(0);

export const opinionAnalysisSchema = z.object({
  /** Events of the quota in the period. */
  count,
  /** Change of the period's last complete day against the day before, in percent (2 decimals; 0 without a day before). */
  growth: z.number(),
  /**
   * `visitors`, `comment`: the period in up to 12 buckets, this year's (`name` = the year) then
   * the same days a year earlier; `published`: the last 12 days; `share`: one slice per content type.
   */
  chartData: z.array(z.object({ x: z.string(), y: count, name: z.string() })),
});
export type OpinionAnalysis = z.infer<typeof opinionAnalysisSchema>;

/** Publications per content type in the twelve two-hour buckets of the day (UTC), over the period. */
export const contentPublishSeriesSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  name: z.string(),
  x: z.array(z.string()),
  y: z.array(count),
});
export type ContentPublishSeries = z.infer<typeof contentPublishSeriesSchema>;
export const contentPublishSchema = z.array(contentPublishSeriesSchema);

export const popularAuthorSchema = z.object({
  ranking: z.number().int().positive(),
  author: z.string(),
  contentCount: count,
  clickCount: count,
});
export type PopularAuthor = z.infer<typeof popularAuthorSchema>;
/** The most clicked authors of the period, with what they published in it. */
export const popularAuthorsSchema = z.object({ list: z.array(popularAuthorSchema) });
export type PopularAuthors = z.infer<typeof popularAuthorsSchema>;

/** Click-through rate (clicks per exposure, %) per content type in each two-hour bucket (UTC). */
export const periodAnalysisSchema = z.object({
  xAxis: z.array(z.string()),
  data: z.array(z.object({ type: z.enum(CONTENT_TYPES), name: z.string(), value: z.array(z.number().min(0)) })),
});
export type PeriodAnalysis = z.infer<typeof periodAnalysisSchema>;

/** Per day of the period: content published, clicks, exposures, active users. */
export const dataOverviewSchema = z.object({
  xAxis: z.array(z.string()),
  data: z.array(z.object({ key: z.enum(OVERVIEW_SERIES), name: z.string(), count, value: z.array(count) })),
});
export type DataOverview = z.infer<typeof dataOverviewSchema>;

export const userActionSchema = z.object({ key: z.enum(USER_ACTIONS), name: z.string(), value: count });
export type UserAction = z.infer<typeof userActionSchema>;
export const userActionsSchema = z.array(userActionSchema);

/** Publications per category (the radar's axes) and content type (its series). */
export const typeDistributionSchema = z.object({
  indicator: z.array(z.object({ key: z.enum(EVENT_CATEGORIES), name: z.string(), max: count })),
  data: z.array(z.object({ type: z.enum(CONTENT_TYPES), name: z.string(), value: z.array(count) })),
});
export type TypeDistribution = z.infer<typeof typeDistributionSchema>;

export const chainGrowthSchema = z.object({
  count: z.number().min(0),
  /** Change of `count` against the period just before, in percent (2 decimals). */
  growth: z.number(),
  chartData: z.object({
    xAxis: z.array(z.string()),
    data: z.object({ name: z.string(), value: z.array(z.number().min(0)) }),
  }),
});
export type ChainGrowth = z.infer<typeof chainGrowthSchema>;

/** Publications per source, one donut per content type. */
export const publishingSourceSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  name: z.string(),
  data: z.array(z.object({ key: z.enum(EVENT_SOURCES), name: z.string(), value: count })),
});
export type PublishingSource = z.infer<typeof publishingSourceSchema>;
export const publishingSourcesSchema = z.array(publishingSourceSchema);
