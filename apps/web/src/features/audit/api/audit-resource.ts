import { auditApi } from '@console/shared/audit/contract';
import { auditLogList } from '@console/shared/audit/schemas';
import { listReadResource } from '@/lib/list/list-resource';

/** The audit log, read only (docs/api.md, "Audit log"). */
export const auditResource = listReadResource({
  key: 'audit-logs',
  operations: auditApi,
  querySchema: auditLogList.query,
});

/** The route asks for the page the URL shows as soon as it grants access (see `screens.ts`). */
export const prefetch = auditResource.prefetch;
