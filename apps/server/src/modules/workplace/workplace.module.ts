import { defineModule } from '../module';
import { workplaceRoutes } from './workplace.routes';
import { seedDemoWorkplace } from './workplace.seed';

/** The Workplace dashboard: figures, content charts, announcements, recent visits. */
export const workplaceModule = defineModule({
  name: 'workplace',
  routes: workplaceRoutes,
  seedDemo: seedDemoWorkplace,
});
