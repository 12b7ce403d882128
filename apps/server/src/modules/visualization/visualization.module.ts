import type { Db } from '../../db/client';
import { defineModule } from '../module';
import { createVisualizationService } from './visualization.service';
import { createVisualizationStore } from './visualization.store';
import './visualization.messages';
import { visualizationRoutes } from './visualization.routes';
import { seedDemoEvents } from './visualization.seed';

/** The analysis' service, built once at start: its routes and the assistant read through it. */
export const openVisualizationService = (db: Db) => createVisualizationService(createVisualizationStore(db));

/** The data analysis and multi-dimension analysis screens, computed from content events. */
export const visualizationModule = defineModule({
  name: 'visualization',
  routes: visualizationRoutes,
  seedDemo: seedDemoEvents,
});
