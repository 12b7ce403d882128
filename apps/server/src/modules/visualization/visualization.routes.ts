import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema, type Locale } from '@console/shared';
import {
  chainGrowthSchema,
  chainQuerySchema,
  contentPublishSchema,
  dataOverviewSchema,
  opinionAnalysisSchema,
  opinionQuerySchema,
  periodAnalysisSchema,
  periodQuerySchema,
  popularAuthorsSchema,
  publishingSourcesSchema,
  typeDistributionSchema,
  userActionsSchema,
  type PeriodQuery,
} from '@console/shared/visualization/schemas';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { createRollupCache } from './visualization.cache';
import { createVisualizationService, type Period } from './visualization.service';
import { createVisualizationStore } from './visualization.store';

/**
 * The analysis screens' aggregates. Each answers GET (its input in the query string) and POST (in
 * the body; the template posts where the seed gets), docs/api.md, Visualization.
 */
export const visualizationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const store = createVisualizationStore(db);
  const analysis = createVisualizationService(store);
  const cached = createRollupCache(() => store.rollupVersion());
  const tags = ['visualization'];
  const config = { access: 'visualization.read' } as const;

  /** Registers `url` for GET and POST; a POST without a body is the default period (period-only endpoints). */
  function both<Q extends z.ZodType<PeriodQuery>, R extends z.ZodType>(
    url: string,
    summary: string,
    input: Q,
    output: R,
    answer: (query: z.infer<Q>, period: Period, locale: Locale) => Promise<z.infer<R>>,
    bodyRequired = false,
  ) {
    // Typed loosely here: each call's `answer` is checked against its `output` instead.
    const response: { 200: z.ZodType } = { 200: envelopeSchema(output) };
    const answerFor = (input: z.infer<Q>, locale: Locale) => {
      const period = analysis.period(input);
      // The period's days, not the request's `days`, so an answer is not kept past midnight.
      const key = JSON.stringify([
        url,
        locale,
        period.from,
        period.to,
        { ...input, days: undefined, from: undefined, to: undefined },
      ]);
      return cached(key, () => answer(input, period, locale));
    };
    app.get(url, { config, schema: { tags, summary, querystring: input, response } }, async (request) =>
      ok(request, await answerFor(request.query as z.infer<Q>, request.locale)),
    );
    app.post(
      url,
      { config, schema: { tags, summary, body: bodyRequired ? input : input.nullish(), response } },
      async (request) => ok(request, await answerFor((request.body ?? {}) as z.infer<Q>, request.locale)),
    );
  }

  both(
    '/api/public-opinion-analysis',
    'A KPI tile of the data analysis: events of the quota, growth, mini chart',
    opinionQuerySchema,
    opinionAnalysisSchema,
    (query, period, locale) => analysis.opinion(query.quota, period, locale),
    true,
  );
  both(
    '/api/content-publish',
    'Publications per content type in two-hour buckets of the day',
    periodQuerySchema,
    contentPublishSchema,
    (_, period, locale) => analysis.contentPublish(period, locale),
  );
  both(
    '/api/popular-author/list',
    'The seven most clicked authors of the period',
    periodQuerySchema,
    popularAuthorsSchema,
    (_, period, locale) => analysis.popularAuthors(period, locale),
  );
  both(
    '/api/content-period-analysis',
    'Click-through rate per content type in two-hour buckets of the day',
    periodQuerySchema,
    periodAnalysisSchema,
    (_, period, locale) => analysis.periodAnalysis(period, locale),
  );
  both(
    '/api/data-overview',
    'Publications, clicks, exposures and active readers per day',
    periodQuerySchema,
    dataOverviewSchema,
    (_, period, locale) => analysis.dataOverview(period, locale),
  );
  both(
    '/api/user-actions',
    'Likes, comments and shares of the period',
    periodQuerySchema,
    userActionsSchema,
    (_, period, locale) => analysis.userActions(period, locale),
  );
  both(
    '/api/content-type-distribution',
    'Publications per category and content type',
    periodQuerySchema,
    typeDistributionSchema,
    (_, period, locale) => analysis.typeDistribution(period, locale),
  );
  both(
    '/api/data-chain-growth',
    'A data chain card: the quota over the period against the period before',
    chainQuerySchema,
    chainGrowthSchema,
    (query, period, locale) => analysis.chainGrowth(query.quota, period, locale),
    true,
  );
  both(
    '/api/content-publishing-source',
    'Publications per source, per content type',
    periodQuerySchema,
    publishingSourcesSchema,
    (_, period, locale) => analysis.publishingSources(period, locale),
  );
};
