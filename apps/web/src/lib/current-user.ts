import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@console/shared';
import { apiGet } from '@/lib/api-client';

export const userInfoKeys = {
  all: ['auth', 'user-info'] as const,
};

/** The signed-in user's profile, real role and the roles the account holds. */
export function getUserInfo(): Promise<UserInfo> {
  // A failure here is handled by the route guard (logout + login), not by the re-login dialog.
  return apiGet<UserInfo>('/member/info', { sessionDialog: false });
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: userInfoKeys.all, queryFn: getUserInfo, staleTime: Infinity });

/** The current user; idle without a session (as every query, see `query-client.ts`). */
export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
