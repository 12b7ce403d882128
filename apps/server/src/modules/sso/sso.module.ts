import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import type { SessionService } from '../../platform';
import { createAuthFlowStore, type IdentityService } from '../identity';
import type { RoleDirectory } from '../roles';
import { defineModule } from '../module';
import type { SecurityService } from '../security';
import './sso.messages';
import { ssoRoutes } from './sso.routes';
import { createSsoService } from './sso.service';
import { createSsoStore } from './sso.store';

/** Single sign-on's service, built once at start: its routes and the sign-out use it. */
export const openSsoService = (
  db: Db,
  config: Pick<Config, 'sso' | 'publicUrl'>,
  deps: {
    sessions: SessionService;
    roles: RoleDirectory;
    identity: IdentityService;
    signIns: Pick<SecurityService, 'signIn'>;
    log: FastifyBaseLogger;
  },
) =>
  createSsoService({
    config: config.sso,
    publicUrl: config.publicUrl,
    uow: unitOfWork(db, (tx) => ({
      rows: createSsoStore(tx),
      flows: createAuthFlowStore(tx),
      audit: createAuditStore(tx),
    })),
    ...deps,
  });

/** Single sign-on with an OpenID provider: its start, the provider's callback, and the grant's exchange. */
export const ssoModule = defineModule({ name: 'sso', routes: ssoRoutes });
