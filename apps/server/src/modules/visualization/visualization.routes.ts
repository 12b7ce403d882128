import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@console/shared';
import type { ParsedOf, ResultOf } from '@console/shared/api/contract';
import { visualizationApi } from '@console/shared/visualization/contract';
import type { PeriodQuery } from '@console/shared/visualization/schemas';
import { implement, type Implementations } from '../../kit/operations';
import { createRollupCache } from './visualization.cache';
import type { Period, VisualizationService } from './visualization.service';

type Api = typeof visualizationApi;
/** An aggregate, by the name of its GET operation (its POST is `<name>Post`). */
type Aggregate = Exclude<keyof Api, `${string}Post`>;

/**
 * The analysis screens' aggregates. Each answers GET (its input in the query string) and POST (in
 * the body), docs/api.md, Visualization.
 */
export const visualizationRoutes: FastifyPluginAsyncZod<{ visualization: VisualizationService }> = async (
  app,
  { visualization: analysis },
) => {
  const cached = createRollupCache(() => analysis.rollupVersion());

  /** The GET and the POST of an aggregate; a POST without a body is the default period (period-only aggregates). */
  function both<N extends Aggregate>(
    name: N,
    summary: string,
    answer: (query: ParsedOf<Api[N], 'query'>, period: Period, locale: Locale) => Promise<ResultOf<Api[N]>>,
  ) {
    const { path } = visualizationApi[name];
    const answerFor = (input: PeriodQuery, locale: Locale) => {
      const period = analysis.period(input);
      // The period's days, not the request's `days`, so an answer is not kept past midnight.
      const key = JSON.stringify([
        path,
        locale,
        period.from,
        period.to,
        { ...input, days: undefined, from: undefined, to: undefined },
      ]);
      return cached(key, () => answer(input as ParsedOf<Api[N], 'query'>, period, locale));
    };
    // Typed loosely here: each call's `answer` is checked against its operation's response instead.
    return {
      [name]: {
        summary,
        handler: (request: { query: PeriodQuery; locale: Locale }) => answerFor(request.query, request.locale),
      },
      [`${name}Post`]: {
        summary,
        handler: (request: { body: PeriodQuery | null | undefined; locale: Locale }) =>
          answerFor(request.body ?? {}, request.locale),
      },
    } as unknown as Pick<Implementations<Api>, N | `${N}Post`>;
  }

  await implement(app, visualizationApi, {
    ...both(
      'opinion',
      'A KPI tile of the data analysis: events of the quota, growth, mini chart',
      (query, period, locale) => analysis.opinion(query.quota, period, locale),
    ),
    ...both('contentPublish', 'Publications per content type in two-hour buckets of the day', (_, period, locale) =>
      analysis.contentPublish(period, locale),
    ),
    ...both('popularAuthors', 'The seven most clicked authors of the period', (_, period, locale) =>
      analysis.popularAuthors(period, locale),
    ),
    ...both(
      'periodAnalysis',
      'Click-through rate per content type in two-hour buckets of the day',
      (_, period, locale) => analysis.periodAnalysis(period, locale),
    ),
    ...both('dataOverview', 'Publications, clicks, exposures and active readers per day', (_, period, locale) =>
      analysis.dataOverview(period, locale),
    ),
    ...both('userActions', 'Likes, comments and shares of the period', (_, period, locale) =>
      analysis.userActions(period, locale),
    ),
    ...both('typeDistribution', 'Publications per category and content type', (_, period, locale) =>
      analysis.typeDistribution(period, locale),
    ),
    ...both(
      'chainGrowth',
      'A data chain card: the quota over the period against the period before',
      (query, period, locale) => analysis.chainGrowth(query.quota, period, locale),
    ),
    ...both('publishingSources', 'Publications per source, per content type', (_, period, locale) =>
      analysis.publishingSources(period, locale),
    ),
  });
};
