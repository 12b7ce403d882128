import { contract } from '../api/contract';
import { listOperations } from '../api/list-operations';

type Schemas = typeof import('./schemas');

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
