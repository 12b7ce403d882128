import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@console/shared';
import { userApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';
import { refreshAccess } from './refresh-access';

/** Changes the session's active role among the roles the account holds. */
export function switchRole(role: Role) {
  return call(userApi.switchRole, { body: { role } });
}

/** Refreshes the profile (and the server menu when it is in use), so menus and guards follow at once. */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: switchRole, onSuccess: () => refreshAccess(queryClient) });
}
