import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ChainQuota, OpinionQuota } from '@console/shared/visualization/constants';
import type {
  ChainGrowth,
  ContentPublishSeries,
  DataOverview,
  OpinionAnalysis,
  PeriodAnalysis,
  PopularAuthors,
  PublishingSource,
  TypeDistribution,
  UserAction,
} from '@console/shared/visualization/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { periodParams, type Period } from '../period';

/**
 * One aggregate of the analysis screens for a period. The server names the series in the
 * caller's language, so the locale is part of the key; the previous figures stay on screen while
 * another period loads.
 */
function analysisQuery<T>(path: string, period: Period, extra: Record<string, string> = {}) {
  return queryOptions({
    queryKey: ['visualization', path, currentLocale(), periodParams(period), extra],
    queryFn: () => apiGet<T>(path, { params: { ...periodParams(period), ...extra } }),
    placeholderData: keepPreviousData,
  });
}

/** The query options of one aggregate answering `T`. */
export type AnalysisQuery<T> = ReturnType<typeof analysisQuery<T>>;

export const opinionQuery = (quota: OpinionQuota, period: Period) =>
  analysisQuery<OpinionAnalysis>('/api/public-opinion-analysis', period, { quota });
export const contentPublishQuery = (period: Period) =>
  analysisQuery<ContentPublishSeries[]>('/api/content-publish', period);
export const popularAuthorsQuery = (period: Period) =>
  analysisQuery<PopularAuthors>('/api/popular-author/list', period);
export const periodAnalysisQuery = (period: Period) =>
  analysisQuery<PeriodAnalysis>('/api/content-period-analysis', period);
export const dataOverviewQuery = (period: Period) => analysisQuery<DataOverview>('/api/data-overview', period);
export const userActionsQuery = (period: Period) => analysisQuery<UserAction[]>('/api/user-actions', period);
export const typeDistributionQuery = (period: Period) =>
  analysisQuery<TypeDistribution>('/api/content-type-distribution', period);
export const chainGrowthQuery = (quota: ChainQuota, period: Period) =>
  analysisQuery<ChainGrowth>('/api/data-chain-growth', period, { quota });
export const publishingSourcesQuery = (period: Period) =>
  analysisQuery<PublishingSource[]>('/api/content-publishing-source', period);
