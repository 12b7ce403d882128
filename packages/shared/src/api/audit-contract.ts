import { contract } from './contract';

/** The audit log of every write (docs/api.md, "Audit log"). */
export const auditApi = contract('audit', () => import('./audit'), {
  /** Who changed which record, newest first. */
  list: {
    method: 'GET',
    path: '/api/audit-logs',
    access: 'audit.read',
    query: (s) => s.auditLogQuerySchema,
    response: (s) => s.auditLogPageSchema,
  },
});
