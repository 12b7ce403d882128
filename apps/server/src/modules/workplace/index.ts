/** The Workplace's front door: what the app and other modules may use of this module. */
export { openWorkplaceService, workplaceModule } from './workplace.module';
export type { WorkplaceService } from './workplace.service';
