import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { userSettingsQueryOptions } from '@/lib/user-settings';

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

/**
 * The session's profile, with its saved settings fetched into the cache at the same time: entering
 * the app waits for one round trip, not two. The sign-in form awaits it before it navigates (the
 * landing page depends on the role), and the route guard on every entry, which then finds both
 * cached. Undefined when the profile cannot be had.
 */
export async function fetchSession(): Promise<UserInfo | undefined> {
  const [user] = await Promise.all([queryClient.ensureQueryData(userInfoQueryOptions()).catch(() => undefined), queryClient.ensureQueryData(userSettingsQueryOptions()).catch(() => undefined)]);
  return user;
}

/** The current user; idle without a session (as every query, see `query-client.ts`). */
export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
