/** The analysis' front door: what the app and other modules may use of this module. */
export { openVisualizationService, visualizationModule } from './visualization.module';
export type { VisualizationService } from './visualization.service';
export { ensureAuthors, HISTORY_DAYS, insertEvents } from './visualization.seed';
