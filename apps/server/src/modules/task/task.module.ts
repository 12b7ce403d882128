import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { defineModule } from '../module';
import { createTaskService } from './task.service';
import { createTaskStore } from './task.store';
import './task.messages';
import { taskRoutes } from './task.routes';
import { seedDemoTasks } from './task.seed';

/** The tasks' service, built once at start: its routes, the documents and the assistant read through it. */
export const openTaskService = (db: Db) =>
  createTaskService(unitOfWork(db, (tx) => ({ rows: createTaskStore(tx), audit: createAuditStore(tx) })));

/** Tasks of the task table and of the project detail page (after `project`, whose projects they fill). */
export const taskModule = defineModule({ name: 'task', routes: taskRoutes, seedDemo: seedDemoTasks });
