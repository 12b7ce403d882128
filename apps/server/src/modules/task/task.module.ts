import { defineModule } from '../module';
import './task.messages';
import { taskRoutes } from './task.routes';
import { seedDemoTasks } from './task.seed';

/** Tasks of the task table and of the project detail page (after `project`, whose projects they fill). */
export const taskModule = defineModule({ name: 'task', routes: taskRoutes, seedDemo: seedDemoTasks });
