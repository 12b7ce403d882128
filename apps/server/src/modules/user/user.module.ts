import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import type { LoginThrottle, SessionService } from '../../platform';
import { defineModule } from '../module';
import type { RoleDirectory } from '../roles';
import './user.messages';
import { userRoutes } from './user.routes';
import { createUserService } from './user.service';
import { createUserStore } from './user.store';

/** The accounts' service, built once at start: its routes, the sign-in, the user centre and the monitor use it. */
export const openUserService = (db: Db, sessions: SessionService, throttle: LoginThrottle, roles: RoleDirectory) =>
  createUserService(unitOfWork(db, createUserStore), sessions, throttle, roles, createAuditStore(db));

/** The caller's profile (basic information, avatar), menu, role, settings, password and sessions (the demo accounts are seeded by `seed.ts`). */
export const userModule = defineModule({ name: 'user', routes: userRoutes });
