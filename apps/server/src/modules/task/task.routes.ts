import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskApi } from '@console/shared/project/contract';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { listHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import type { ModuleDeps } from '../deps';
import { taskExport } from './task.export';
import { createTaskService } from './task.service';
import { createTaskStore } from './task.store';

/** The task table's endpoints (the list contract: docs/decisions/004): the list kit's, plus the status toggle. */
export const taskRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const tasks = createTaskService(
    unitOfWork(db, (tx) => ({ rows: createTaskStore(tx), audit: createAuditRepository(tx) })),
  );

  await implement(
    app,
    taskApi,
    listHandlers({
      noun: { one: 'task', many: 'tasks' },
      service: tasks,
      exportSpec: taskExport,
      actions: {
        status: { summary: 'Mark a task done or reopen it (409 when it changed since)', run: tasks.setStatus },
      },
    }),
  );
};
