import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import type { LoginThrottle, SessionService } from '../../platform';
import { defineModule } from '../module';
import './identity.messages';
import { identityRoutes } from './identity.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { createIdentityService } from './identity.service';
import { createIdentityStore } from './identity.store';

/** The second factor's service, built once at start: its routes, the sign-in and the account administration use it. */
export const openIdentityService = (db: Db, sessions: SessionService, throttle: LoginThrottle) =>
  createIdentityService(
    unitOfWork(db, (tx) => ({ rows: createIdentityStore(tx), audit: createAuditStore(tx) })),
    sessions,
    throttle,
  );

/** The second factor: the authenticator app, its recovery codes, and the second step of a sign-in. */
export const identityModule = defineModule({ name: 'identity', routes: identityRoutes });

/** A forgotten password, reset by a link sent by mail (docs/decisions/049-password-reset-by-mail.md). */
export const passwordResetModule = defineModule({ name: 'password-reset', routes: passwordResetRoutes });
