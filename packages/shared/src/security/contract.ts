import { contract } from '../api/contract';

/** The account's security events (docs/api.md, "Security events"). */
export const securityApi = contract('security', () => import('./schemas'), {
  /** The caller's sign-ins and the changes to how it signs in, newest first, a page at a time. */
  events: {
    method: 'GET',
    path: '/api/user/security-events',
    access: 'authenticated',
    query: (s) => s.securityEventsQuerySchema,
    response: (s) => s.securityEventsSchema,
  },
});
