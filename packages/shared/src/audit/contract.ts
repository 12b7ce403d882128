import { contract } from '../api/contract';
import { listReadOperations } from '../api/list-operations';
import type * as schemas from './schemas';

/** The audit log of every write (docs/api.md, "Audit log"), on the list kit: read only. */
export const auditApi = contract('audit', () => import('./schemas'), {
  /** Who changed which record (`list`, newest first unless sorted otherwise) and its download (`export`). */
  ...listReadOperations((s: typeof schemas) => s.auditLogList, '/api/audit-logs', 'audit.read'),
});
