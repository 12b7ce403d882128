import { defineModule } from '../module';
import './visualization.messages';
import { visualizationRoutes } from './visualization.routes';
import { seedDemoEvents } from './visualization.seed';

/** The data analysis and multi-dimension analysis screens, computed from content events. */
export const visualizationModule = defineModule({
  name: 'visualization',
  routes: visualizationRoutes,
  seedDemo: seedDemoEvents,
});
