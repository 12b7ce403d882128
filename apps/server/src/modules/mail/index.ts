/** The demo outbox reader's front door. */
export { mailModule } from './mail.module';
