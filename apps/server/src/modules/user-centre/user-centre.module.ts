import { defineModule } from '../module';
import './user-centre.messages';
import { userCentreRoutes } from './user-centre.routes';
import { seedDemoUserCentre } from './user-centre.seed';

/** The user info's projects, activity, teams and visits, and the certification; seeded after the projects and tasks. */
export const userCentreModule = defineModule({
  name: 'userCentre',
  routes: userCentreRoutes,
  seedDemo: seedDemoUserCentre,
});
