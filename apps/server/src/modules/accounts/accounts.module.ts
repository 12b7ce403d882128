import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import type { SessionService } from '../../platform';
import type { IdentityService } from '../identity';
import type { RoleDirectory } from '../roles';
import { defineModule } from '../module';
import './accounts.messages';
import { accountRoutes } from './accounts.routes';
import { createAccountService } from './accounts.service';
import { createAccountStore } from './accounts.store';

/** The account administration's service, built once at start. */
export const openAccountService = (
  db: Db,
  sessions: SessionService,
  roles: RoleDirectory,
  secondFactors: Pick<IdentityService, 'reset'>,
) =>
  createAccountService(
    unitOfWork(db, (tx) => ({ rows: createAccountStore(tx), audit: createAuditStore(tx) })),
    sessions,
    roles,
    secondFactors,
  );

/** The accounts as administrators manage them (the demo's accounts are the user module's). */
export const accountsModule = defineModule({ name: 'accounts', routes: accountRoutes });
