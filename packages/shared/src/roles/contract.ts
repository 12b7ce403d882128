import { contract } from '../api/contract';
import { listOperations } from '../api/list-operations';
import type * as schemas from './schemas';

type Schemas = typeof schemas;
const ROLES = '/api/admin/roles';

/**
 * The roles (docs/api.md, "Roles"), on the list kit: list, export, create, edit, delete. A change
 * of a role's permissions reaches its sessions at once, and their open tabs through the live channel.
 */
export const roleApi = contract('roles', () => import('./schemas'), {
  ...listOperations((s: Schemas) => s.roleList, ROLES, { read: 'role.read', write: 'role.write' }),
  /** Every role with its labels: what the account form offers (so under the accounts' permission). */
  options: {
    method: 'GET',
    path: `${ROLES}/options`,
    access: 'account.read',
    response: (s) => s.roleOptionsSchema,
  },
});
