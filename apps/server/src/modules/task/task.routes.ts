import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamsSchema } from '@console/shared';
import {
  taskExportQuerySchema,
  taskInputSchema,
  taskListQuerySchema,
  taskSchema,
  taskStatusInputSchema,
  taskUpdateSchema,
} from '@console/shared/project/schemas';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { registerListRoutes } from '../../kit/list-routes';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { taskExport } from './task.export';
import { createTaskService } from './task.service';
import { createTaskStore } from './task.store';

/** The task table's endpoints (the list contract: docs/decisions/004): the list kit's, plus the status toggle. */
export const taskRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const tasks = createTaskService(
    unitOfWork(db, (tx) => ({ rows: createTaskStore(tx), audit: createAuditRepository(tx) })),
  );

  registerListRoutes(app, {
    path: '/api/project/task',
    listPath: '/api/project/task/list',
    tag: 'task',
    noun: { one: 'task', many: 'tasks' },
    read: 'task.read',
    write: 'task.write',
    schemas: {
      query: taskListQuerySchema,
      exportQuery: taskExportQuerySchema,
      item: taskSchema,
      create: taskInputSchema,
      update: taskUpdateSchema,
    },
    service: tasks,
    exportSpec: taskExport,
  });

  app.patch(
    '/api/project/task/:id/status',
    {
      config: { access: 'task.write' },
      schema: {
        tags: ['task'],
        summary: 'Mark a task done or reopen it (409 when it changed since)',
        params: idParamsSchema,
        body: taskStatusInputSchema,
        response: { 200: envelopeSchema(taskSchema) },
      },
    },
    async (request) =>
      ok(request, await tasks.setStatus(sessionOf(request), request.params.id, request.body, request.locale)),
  );
};
