import { roleApi } from '@console/shared/roles/contract';
import { roleList } from '@console/shared/roles/schemas';
import { listResource } from '@/lib/list/list-resource';

/** The roles and their writes (docs/api.md, "Roles"). */
export const roleResource = listResource({
  key: 'roles',
  operations: roleApi,
  querySchema: roleList.query,
});

/** The route asks for the page the URL shows as soon as it grants access (see `screens.ts`). */
export const prefetch = roleResource.prefetch;
