/** The message box's front door: what the app and other modules may use of this module. */
export { messageModule, openMessageService } from './message.module';
export type { MessageService } from './message.service';
