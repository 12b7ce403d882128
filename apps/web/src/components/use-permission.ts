import { useCallback } from 'react';
import { allows, can as roleCan, type Permission, type Role, type RouteRole } from '@console/shared';
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
  /** Whether the current role holds a permission of the shared table (the server checks the same). */
  can: (permission: Permission) => boolean;
  /** The directive's check over a list of roles. */
  has: (roles: readonly RouteRole[]) => boolean;
}

/** What the current role may do; re-evaluated when the role changes. */
export function usePermission(): PermissionCheck {
  const role = useUserInfo().data?.role;
  const can = useCallback((permission: Permission) => roleCan(role, permission), [role]);
  const has = useCallback((roles: readonly RouteRole[]) => hasPermission(roles, role), [role]);
  return { role, can, has };
}
