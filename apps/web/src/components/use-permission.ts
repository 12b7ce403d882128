import { useCallback } from 'react';
import type { Role } from '@console/shared';
import { useUserInfo } from '@/features/auth/api/get-user-info';

export const ROLES_REQUIRED_MESSAGE = `need roles! Like v-permission="['admin','user']"`;

/**
 * SPEC section 5 directive semantics: an empty list allows everyone, otherwise the current role must
 * be listed. Anything but an array is a programming error.
 */
export function hasPermission(roles: unknown, role: Role | undefined): boolean {
  if (!Array.isArray(roles)) throw new Error(ROLES_REQUIRED_MESSAGE);
  return roles.length === 0 || (role !== undefined && roles.includes(role));
}

/** `has(roles)` against the current role; re-evaluated when the role changes. */
export function usePermission(): { role: Role | undefined; has: (roles: readonly Role[]) => boolean } {
  const role = useUserInfo().data?.role;
  const has = useCallback((roles: readonly Role[]) => hasPermission(roles, role), [role]);
  return { role, has };
}
