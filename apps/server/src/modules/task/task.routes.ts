import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskApi } from '@console/shared/project/contract';
import { listHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import { taskExport } from './task.export';
import type { TaskService } from './task.service';

/** The task table's endpoints (the list contract: docs/decisions/004): the list kit's, plus the status toggle. */
export const taskRoutes: FastifyPluginAsyncZod<{ tasks: TaskService }> = async (app, { tasks }) => {
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
