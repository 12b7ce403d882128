import type { z } from 'zod';
import { contract } from '../api/contract';
import type * as schemas from './schemas';

type Schemas = typeof schemas;

/**
 * One aggregate of the analysis screens, answered alike for `GET <path>` (its input in the query
 * string) and `POST <path>` (in the body): the operation `<name>` and `<name>Post`.
 */
function both<
  const N extends string,
  const P extends string,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(name: N, path: P, input: { query: (s: Schemas) => Q; body: (s: Schemas) => B }, response: (s: Schemas) => R) {
  const get = { method: 'GET', path, access: 'visualization.read', query: input.query, response } as const;
  const post = { method: 'POST', path, access: 'visualization.read', body: input.body, response } as const;
  return { [name]: get, [`${name}Post`]: post } as Record<N, typeof get> & Record<`${N}Post`, typeof post>;
}

/** A period (`days`, or `from` and `to`); a POST without a body is the default period. */
const period = { query: (s: Schemas) => s.periodQuerySchema, body: (s: Schemas) => s.periodBodySchema };

/**
 * The data analysis and multi-dimension analysis screens' aggregates (docs/api.md, Visualization),
 * each answering GET and POST alike, as Arco Design Pro's clients disagree on the method.
 */
export const visualizationApi = contract('visualization', () => import('./schemas'), {
  /** A KPI tile of the data analysis: events of the quota, growth, mini chart. */
  ...both(
    'opinion',
    '/api/public-opinion-analysis',
    { query: (s) => s.opinionQuerySchema, body: (s) => s.opinionQuerySchema },
    (s) => s.opinionAnalysisSchema,
  ),
  /** Publications per content type in two-hour buckets of the day. */
  ...both('contentPublish', '/api/content-publish', period, (s) => s.contentPublishSchema),
  /** The seven most clicked authors of the period. */
  ...both('popularAuthors', '/api/popular-author/list', period, (s) => s.popularAuthorsSchema),
  /** Click-through rate per content type in two-hour buckets of the day. */
  ...both('periodAnalysis', '/api/content-period-analysis', period, (s) => s.periodAnalysisSchema),
  /** Publications, clicks, exposures and active readers per day. */
  ...both('dataOverview', '/api/data-overview', period, (s) => s.dataOverviewSchema),
  /** Likes, comments and shares of the period. */
  ...both('userActions', '/api/user-actions', period, (s) => s.userActionsSchema),
  /** Publications per category and content type. */
  ...both('typeDistribution', '/api/content-type-distribution', period, (s) => s.typeDistributionSchema),
  /** A data chain card: the quota over the period against the period before. */
  ...both(
    'chainGrowth',
    '/api/data-chain-growth',
    { query: (s) => s.chainQuerySchema, body: (s) => s.chainQuerySchema },
    (s) => s.chainGrowthSchema,
  ),
  /** Publications per source, per content type. */
  ...both('publishingSources', '/api/content-publishing-source', period, (s) => s.publishingSourcesSchema),
});
