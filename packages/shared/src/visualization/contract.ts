import type { z } from 'zod';
import { contract, getAndPost } from '../api/contract';
import type * as schemas from './schemas';

type Schemas = typeof schemas;

/** An aggregate of the analysis screens: its input in the query string of a GET, in the body of a POST. */
const both = getAndPost<Schemas>();
const aggregate = <
  const N extends string,
  const P extends string,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  name: N,
  path: P,
  input: { query: (s: Schemas) => Q; body: (s: Schemas) => B },
  response: (s: Schemas) => R,
) => both(name, { path, access: 'visualization.read', query: input.query, response }, input.body);

/** A period (`days`, or `from` and `to`); a POST without a body is the default period. */
const period = { query: (s: Schemas) => s.periodQuerySchema, body: (s: Schemas) => s.periodBodySchema };

/**
 * The data analysis and multi-dimension analysis screens' aggregates (docs/api.md, Visualization),
 * each answering GET and POST alike, as Arco Design Pro's clients disagree on the method.
 */
export const visualizationApi = contract('visualization', () => import('./schemas'), {
  /** A KPI tile of the data analysis: events of the quota, growth, mini chart. */
  ...aggregate(
    'opinion',
    '/api/public-opinion-analysis',
    { query: (s) => s.opinionQuerySchema, body: (s) => s.opinionQuerySchema },
    (s) => s.opinionAnalysisSchema,
  ),
  /** Publications per content type in two-hour buckets of the day. */
  ...aggregate('contentPublish', '/api/content-publish', period, (s) => s.contentPublishSchema),
  /** The seven most clicked authors of the period. */
  ...aggregate('popularAuthors', '/api/popular-author/list', period, (s) => s.popularAuthorsSchema),
  /** Click-through rate per content type in two-hour buckets of the day. */
  ...aggregate('periodAnalysis', '/api/content-period-analysis', period, (s) => s.periodAnalysisSchema),
  /** Publications, clicks, exposures and active readers per day. */
  ...aggregate('dataOverview', '/api/data-overview', period, (s) => s.dataOverviewSchema),
  /** Likes, comments and shares of the period. */
  ...aggregate('userActions', '/api/user-actions', period, (s) => s.userActionsSchema),
  /** Publications per category and content type. */
  ...aggregate('typeDistribution', '/api/content-type-distribution', period, (s) => s.typeDistributionSchema),
  /** A data chain card: the quota over the period against the period before. */
  ...aggregate(
    'chainGrowth',
    '/api/data-chain-growth',
    { query: (s) => s.chainQuerySchema, body: (s) => s.chainQuerySchema },
    (s) => s.chainGrowthSchema,
  ),
  /** Publications per source, per content type. */
  ...aggregate('publishingSources', '/api/content-publishing-source', period, (s) => s.publishingSourcesSchema),
});
