/** The channel forms' front door. */
export { channelFormModule } from './channel-form.module';
