import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InputOf, ResponseOf } from '@console/shared/api/contract';
import type { ChainQuota, OpinionQuota } from '@console/shared/visualization/constants';
import { visualizationApi } from '@console/shared/visualization/contract';
import { callAs } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { periodParams, type Period } from '../period';

type Api = typeof visualizationApi;
/** The analysis screens read each aggregate by its GET. */
type AnalysisOperation = Api[Exclude<keyof Api, `${string}Post`>];
/** What an aggregate takes beside the period: the quota of a KPI tile or a chain card, or nothing. */
type Extra<O extends AnalysisOperation> = Omit<InputOf<O, 'query'>, 'days' | 'from' | 'to'>;

/**
 * One aggregate of the analysis screens for a period. The server names the series in the
 * caller's language, so the locale is part of the key; the previous figures stay on screen while
 * another period loads.
 */
function periodQuery<T>(path: string, period: Period, extra: object, load: () => Promise<T>) {
  return queryOptions({
    queryKey: ['visualization', path, currentLocale(), periodParams(period), extra],
    queryFn: load,
    placeholderData: keepPreviousData,
  });
}

/** The query options of one aggregate answering `T`. */
export type AnalysisQuery<T> = ReturnType<typeof periodQuery<T>>;

/** The query options of the aggregate `operation` answers, for `period` and its `extra` input. */
function analysisQuery<O extends AnalysisOperation>(operation: O, period: Period, extra = {} as Extra<O>) {
  // The answer's type comes from `operation`, which a generic call cannot read: `callAs` takes it.
  return periodQuery(operation.path, period, extra, () =>
    callAs<ResponseOf<O>>(operation, { query: { ...periodParams(period), ...extra } }),
  );
}

export const opinionQuery = (quota: OpinionQuota, period: Period) =>
  analysisQuery(visualizationApi.opinion, period, { quota });
export const contentPublishQuery = (period: Period) => analysisQuery(visualizationApi.contentPublish, period);
export const popularAuthorsQuery = (period: Period) => analysisQuery(visualizationApi.popularAuthors, period);
export const periodAnalysisQuery = (period: Period) => analysisQuery(visualizationApi.periodAnalysis, period);
export const dataOverviewQuery = (period: Period) => analysisQuery(visualizationApi.dataOverview, period);
export const userActionsQuery = (period: Period) => analysisQuery(visualizationApi.userActions, period);
export const typeDistributionQuery = (period: Period) => analysisQuery(visualizationApi.typeDistribution, period);
export const chainGrowthQuery = (quota: ChainQuota, period: Period) =>
  analysisQuery(visualizationApi.chainGrowth, period, { quota });
export const publishingSourcesQuery = (period: Period) => analysisQuery(visualizationApi.publishingSources, period);
