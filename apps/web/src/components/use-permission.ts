import { useCallback } from 'react';
import { allows, can as grantCan, type Permission, type Role, type RouteRole } from '@console/shared';
import { useUserInfo } from '@/lib/session/current-user';

export const ROLES_REQUIRED_MESSAGE = `need roles! Like v-permission="['admin','user']"`;

/**
 * The permission directive (docs/product.md, Rules) over the shared rule: an empty list allows
 * everyone, otherwise the current role must be listed. Anything but an array is a programming error.
 */
export function hasPermission(roles: unknown, role: Role | undefined): boolean {
  if (!Array.isArray(roles)) throw new Error(ROLES_REQUIRED_MESSAGE);
  return allows(roles as RouteRole[], role);
}

export interface PermissionCheck {
  role: Role | undefined;
  /**
   * Whether the session holds a permission of the shared table: the permissions its active role
   * holds now (the profile's, which the server checks too), never the role's name.
   */
  can: (permission: Permission) => boolean;
  /** The directive's check over a list of roles. */
  has: (roles: readonly RouteRole[]) => boolean;
}

/** What the current session may do; re-evaluated when its role or its permissions change. */
export function usePermission(): PermissionCheck {
  // The profile is the session's grant; the query keeps its object while a refetch changes nothing.
  const user = useUserInfo().data;
  const role = user?.role;
  const can = useCallback((permission: Permission) => grantCan(user, permission), [user]);
  const has = useCallback((roles: readonly RouteRole[]) => hasPermission(roles, role), [role]);
  return { role, can, has };
}
