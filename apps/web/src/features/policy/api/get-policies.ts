import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PolicyFilter, PolicyListQuery, PolicyPage } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { policyKeys } from './policy-keys';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A policy query as URL parameters: arrays as repeated keys, and the created-time range of the
 * user's own days sent as local start-of-day and end-of-day instants.
 */
export function policyQueryParams(query: Partial<PolicyListQuery> & PolicyFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (key === 'createdTime' && Array.isArray(value)) {
      const [from = '', to = ''] = value as string[];
      params.append(key, isDay(from) ? new Date(`${from}T00:00:00`).toISOString() : from);
      params.append(key, isDay(to) ? new Date(`${to}T23:59:59.999`).toISOString() : to);
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/** `GET /api/list/policy`: one page of the filtered, sorted policies and their total. */
export function getPolicies(query: PolicyListQuery): Promise<PolicyPage> {
  return apiGet<PolicyPage>('/api/list/policy', { params: policyQueryParams(query) });
}

/** Keeps the previous page on screen while the next one loads; the route asks for it ahead of the page. */
export const policiesQueryOptions = (query: PolicyListQuery) =>
  queryOptions({ queryKey: policyKeys.list(query), queryFn: () => getPolicies(query), placeholderData: keepPreviousData, staleTime: PREFETCHED_FRESH_MS });
