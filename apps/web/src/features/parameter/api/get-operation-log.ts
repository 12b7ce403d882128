import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LIST_DEFAULTS, TOTAL_COUNT_HEADER } from '@console/shared';
import { parameterApi } from '@console/shared/parameter/contract';
import type { OperationLogRow } from '@console/shared/parameter/schemas';
import { callWithHeaders } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { parameterKeys } from './parameter-keys';

export interface OperationLogPage {
  rows: OperationLogRow[];
  /** Rows of every page (the answer's `X-Total-Count`). */
  total: number;
}

/** One page of change requests, newest first. */
export async function getOperationLog(current: number, pageSize: number): Promise<OperationLogPage> {
  const { data, headers } = await callWithHeaders(parameterApi.operationLog, { query: { current, pageSize } });
  return { rows: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

/** Keeps the page on screen while the next one loads. */
export const operationLogQueryOptions = (
  current: number = LIST_DEFAULTS.current,
  pageSize: number = LIST_DEFAULTS.pageSize,
) =>
  queryOptions({
    queryKey: parameterKeys.log(currentLocale(), current, pageSize),
    queryFn: () => getOperationLog(current, pageSize),
    placeholderData: keepPreviousData,
    staleTime: PREFETCHED_FRESH_MS,
  });
