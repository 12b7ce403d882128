import { taskApi } from '@console/shared/project/contract';
import { taskList } from '@console/shared/project/schemas';
import { listResource } from '@/lib/list/list-resource';

/** The tasks and their writes (the list contract: docs/decisions/004). */
export const taskResource = listResource({ key: 'tasks', operations: taskApi, querySchema: taskList.query });

/** The route asks for the page the URL shows as soon as it grants access (see `screens.ts`). */
export const prefetch = taskResource.prefetch;
