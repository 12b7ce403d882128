import type { z } from 'zod';
import { contract, getAndPost } from '../api/contract';
import type * as schemas from './schemas';

type Schemas = typeof schemas;

/** A block of the user info about the caller only (Arco Design Pro's client posts where ours gets). */
const both = getAndPost<Schemas>();
const block = <const N extends string, const P extends string, R extends z.ZodType>(
  name: N,
  path: P,
  response: (s: Schemas) => R,
) => both(name, { path, access: 'authenticated', response });

/** The user info's blocks and the user settings' certification (docs/decisions/025-user-centre.md). */
export const userCentreApi = contract('user', () => import('./schemas'), {
  /** The newest live projects the caller takes part in. */
  ...block('myProjects', '/api/user/my-project/list', (s) => s.myProjectsSchema),
  /** The caller's latest writes and finished tasks, newest first. */
  ...block('latestActivity', '/api/user/latest-activity', (s) => s.latestActivitiesSchema),
  ...block('myTeams', '/api/user/my-team/list', (s) => s.myTeamsSchema),
  /** Visits of the home and project pages, against the period before. */
  ...block('visits', '/api/user/visits', (s) => s.visitStatsSchema),
  /** The enterprise authentication (masked) and the certification records. */
  ...block('certification', '/api/user/certification', (s) => s.certificationSchema),
  /** Withdraws a record still auditing (409 once decided). */
  withdrawRecord: {
    method: 'POST',
    path: '/api/user/certification/records/:id/withdraw',
    access: 'authenticated',
    params: (s) => s.idParamsSchema,
    response: (s) => s.certificationSchema,
  },
});
