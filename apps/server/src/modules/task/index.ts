/** The tasks' front door: what the app and other modules may use of this module. */
export { openTaskService, taskModule } from './task.module';
export type { TaskService } from './task.service';
export { taskExport } from './task.export';
