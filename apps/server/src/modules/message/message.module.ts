import { defineModule } from '../module';
import { messageRoutes } from './message.routes';
import { seedDemoMessages } from './message.seed';

/** The message box: messages, notices and to-dos per account. */
export const messageModule = defineModule({ name: 'message', routes: messageRoutes, seedDemo: seedDemoMessages });
