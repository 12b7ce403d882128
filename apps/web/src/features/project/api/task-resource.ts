import type { Task, TaskInput, TaskUpdateInput } from '@console/shared/project/schemas';
import { taskListQuerySchema } from '@console/shared/project/schemas';
import { listResource } from '@/lib/list-resource';

/** The tasks: `/api/project/task/list` and the writes at `/api/project/task` (the list contract: docs/decisions/004). */
export const taskResource = listResource<Task, TaskInput, TaskUpdateInput, typeof taskListQuerySchema>({
  key: 'tasks',
  path: '/api/project/task',
  listPath: '/api/project/task/list',
  querySchema: taskListQuerySchema,
});

/** The route asks for the page the URL shows as soon as it grants access (see `screens.ts`). */
export const prefetch = taskResource.prefetch;
