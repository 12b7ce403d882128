import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import type { LoginThrottle, SessionService } from '../../platform';
import { defineModule } from '../module';
import type { SecurityService } from '../security';
import './identity.messages';
import { identityRoutes } from './identity.routes';
import { createIdentityService } from './identity.service';
import { createIdentityStore } from './identity.store';

/** The second factor's service, built once at start: its routes, the sign-in and the account administration use it. */
export const openIdentityService = (
  db: Db,
  sessions: SessionService,
  throttle: LoginThrottle,
  signIns: Pick<SecurityService, 'signIn'>,
) =>
  createIdentityService(
    unitOfWork(db, (tx) => ({ rows: createIdentityStore(tx), audit: createAuditStore(tx) })),
    sessions,
    throttle,
    signIns,
  );

/** The second factor: the authenticator app, its recovery codes, and the second step of a sign-in. */
export const identityModule = defineModule({ name: 'identity', routes: identityRoutes });
