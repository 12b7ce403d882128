import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import type { SessionService } from '../../platform';
import { defineModule } from '../module';
import './roles.messages';
import { roleRoutes } from './roles.routes';
import { createRoleService } from './roles.service';
import { createRoleStore } from './roles.store';

/** The role administration's service, built once at start. */
export const openRoleService = (db: Db, sessions: SessionService) =>
  createRoleService(
    unitOfWork(db, (tx) => ({ rows: createRoleStore(tx), audit: createAuditStore(tx) })),
    sessions,
  );

/** The roles and the permissions each holds (the built-in ones are seeded by the migration). */
export const rolesModule = defineModule({ name: 'roles', routes: roleRoutes });
