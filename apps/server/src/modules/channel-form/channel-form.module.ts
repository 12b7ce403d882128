import { defineModule } from '../module';
import { channelFormRoutes } from './channel-form.routes';
import { seedDemoChannelForms } from './channel-form.seed';

/** The step form's channel forms, each user's draft of one, and where each form stands. */
export const channelFormModule = defineModule({
  name: 'channelForm',
  routes: channelFormRoutes,
  seedDemo: seedDemoChannelForms,
});
