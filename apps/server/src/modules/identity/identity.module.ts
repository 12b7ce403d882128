import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import type { Config } from '../../config';
import type { LoginThrottle, SessionService } from '../../platform';
import { defineModule } from '../module';
import type { SecurityService } from '../security';
import './identity.messages';
import { identityRoutes } from './identity.routes';
import { createIdentityService } from './identity.service';
import { createIdentityStore } from './identity.store';
import { createAuthFlowStore } from './auth-flows.store';
import { createPasskeyService } from './passkeys.service';
import { createPasskeyStore } from './passkeys.store';

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

/** The passkeys' service, built once at start: its routes and the sign-in use it. */
export const openPasskeyService = (
  db: Db,
  signIns: Pick<SecurityService, 'signIn'>,
  config: Pick<Config, 'webauthn'>,
) =>
  createPasskeyService(
    unitOfWork(db, (tx) => ({
      passkeys: createPasskeyStore(tx),
      flows: createAuthFlowStore(tx),
      audit: createAuditStore(tx),
    })),
    signIns,
    config,
  );

/** The second factor: the authenticator app, its recovery codes, the second step of a sign-in, and passkeys. */
export const identityModule = defineModule({ name: 'identity', routes: identityRoutes });
