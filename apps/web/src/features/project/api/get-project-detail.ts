import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiCode, INT32_MAX } from '@console/shared';
import type { ProjectChart } from '@console/shared/project/charts';
import { projectChartApi } from '@console/shared/project/chart-contract';
import { projectApi } from '@console/shared/project/contract';
import type { ProjectDetail } from '@console/shared/project/schemas';
import { call } from '@/lib/http/api';
import { chartPicture } from '@/lib/http/chart-picture';
import { ApiError } from '@/lib/http/api-client';
import { currentLocale } from '@/lib/i18n/i18n';
import { projectKeys } from './project-keys';

/** The project and the figures of its tasks. */
export function getProjectDetail(id: number): Promise<ProjectDetail> {
  return call(projectApi.detail, { query: { id } });
}

/** The server's SVG of a chart's first view (ADR 052). */
export const projectChartSnapshot = (id: number, chart: ProjectChart) =>
  chartPicture(projectChartApi.chartSnapshot, { params: { id, chart } });

/** A 404 is an answer (the page says "project not found"), not a failure worth retrying. */
export const projectDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id, currentLocale()),
    queryFn: () => getProjectDetail(id),
    retry: (count, error) => !(error instanceof ApiError && error.code === ApiCode.notFound) && count < 2,
  });

/** The id of `/project/detail/:id`, or undefined when it cannot name a project (the page shows "not found" at once). */
export function projectIdOf(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return id >= 1 && id <= INT32_MAX ? id : undefined;
}

/** The route asks for the project its URL names as soon as it grants access (see `screens.ts`). */
export function prefetch(queryClient: QueryClient, url: URL): void {
  const id = projectIdOf(url.pathname.split('/').at(-1));
  if (id !== undefined) void queryClient.prefetchQuery(projectDetailQueryOptions(id));
}
