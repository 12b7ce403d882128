/** The assistant's front door. */
export { assistantModule } from './assistant.module';
