import type { PolicyExportQuery } from '@console/shared';
import { apiGetBlob } from '@/lib/api-client';
import { saveBlob } from '@/components/search-table';
import { policyQueryParams } from './get-policies';

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * `GET /api/list/policy/export`: the whole filtered, sorted result as a CSV or XLSX file. Fetched
 * through the API client (it carries the session token) and handed to the browser to save.
 */
export async function exportPolicies(query: PolicyExportQuery): Promise<void> {
  const response = await apiGetBlob('/api/list/policy/export', { params: policyQueryParams(query) });
  saveBlob(response.data, fileNameOf(response.headers.get('content-disposition'), `policies.${query.format}`));
}
