import type { Db } from '../../db/client';
import { createAuditStore } from '../../kit/audit';
import type { SessionService } from '../../platform';
import type { MessageService } from '../message';
import { defineModule } from '../module';
import './security.messages';
import { securityRoutes } from './security.routes';
import { createSecurityService } from './security.service';
import { createSecurityStore } from './security.store';

/** The security events' service, built once at start: every way of signing in opens its session through it. */
export const openSecurityService = (db: Db, sessions: SessionService, messages: Pick<MessageService, 'deliver'>) =>
  createSecurityService({ store: createSecurityStore(db), audit: createAuditStore(db), sessions, messages });

/** The account's security events: its sign-ins, recorded, and the changes to how it signs in. */
export const securityModule = defineModule({ name: 'security', routes: securityRoutes });
