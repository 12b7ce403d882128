import type { Db } from '../../db/client';
import type { LiveBus } from '../../platform';
import { defineModule } from '../module';
import { createMessageService } from './message.service';
import { createMessageStore } from './message.store';
import { messageRoutes } from './message.routes';
import { seedDemoMessages } from './message.seed';

/** The message box's service, built once at start: its routes and the monitor's notices write through it. */
export const openMessageService = (db: Db, bus: LiveBus) => createMessageService(createMessageStore(db), bus);

/** The message box: messages, notices and to-dos per account. */
export const messageModule = defineModule({ name: 'message', routes: messageRoutes, seedDemo: seedDemoMessages });
