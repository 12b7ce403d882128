import { contract } from '../api/contract';
import { listOperations } from '../api/list-operations';
import type * as schemas from './schemas';

type Schemas = typeof schemas;

/** The project cards, the detail page and the team directory (the list contract: docs/decisions/004). */
export const projectApi = contract('project', () => import('./schemas'), {
  /** One page of live projects, by category and keyword (Arco Design Pro's path, outside `/api`). */
  cards: {
    method: 'GET',
    path: '/member/listByCategoryId',
    access: 'project.read',
    query: (s) => s.projectCardQuerySchema,
    response: (s) => s.projectPageSchema,
  },
  /** The team directory: project owners, contributors and task assignees. */
  members: {
    method: 'GET',
    path: '/api/project/members',
    access: 'project.read',
    response: (s) => s.memberListSchema,
  },
  /** A project with the figures of its tasks. */
  detail: {
    method: 'GET',
    path: '/api/project/detail',
    access: 'project.read',
    query: (s) => s.projectDetailQuerySchema,
    response: (s) => s.projectDetailSchema,
  },
  /** One page of the writes to a project and its tasks, newest first. */
  activity: {
    method: 'GET',
    path: '/api/project/activity',
    access: 'project.read',
    query: (s) => s.projectActivityQuerySchema,
    response: (s) => s.projectActivityPageSchema,
  },
  create: {
    method: 'POST',
    path: '/api/project',
    access: 'project.write',
    body: (s) => s.projectInputSchema,
    response: (s) => s.projectSchema,
  },
  /** Edits a project at the version read (409 when it changed since). */
  update: {
    method: 'PUT',
    path: '/api/project/:id',
    access: 'project.write',
    params: (s) => s.idParamsSchema,
    body: (s) => s.projectUpdateSchema,
    response: (s) => s.projectSchema,
  },
  /** Archives or restores a project at the version read (409 when it changed since). */
  archive: {
    method: 'PATCH',
    path: '/api/project/:id/archive',
    access: 'project.write',
    params: (s) => s.idParamsSchema,
    body: (s) => s.projectArchiveSchema,
    response: (s) => s.projectSchema,
  },
});

/** The task table (docs/decisions/004): the list kit's operations and the status toggle. */
export const taskApi = contract(
  'task',
  () => import('./schemas'),
  listOperations(
    (s: Schemas) => s.taskList,
    '/api/project/task',
    { read: 'task.read', write: 'task.write' },
    { listPath: '/api/project/task/list', actions: { status: (s: Schemas) => s.taskStatusInputSchema } },
  ),
);
