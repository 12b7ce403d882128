import { queryOptions, useQuery, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';
import type { UserInfo } from '@console/shared';
import { ApiError } from '@/lib/http/api-client';
import { queryClient } from '@/lib/query-client';
import { getUserInfo, type SessionRequests } from '@/lib/session/session-requests';
import { menuLayoutQueryOptions } from '@/lib/session/menu-layout';
import { userSettingsQueryOptions } from '@/lib/session/user-settings';

export const userInfoKeys = {
  all: ['auth', 'user-info'] as const,
};

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: userInfoKeys.all, queryFn: getUserInfo, staleTime: Infinity });

/** Into the cache, unless it holds it already: the answer on its way, or else a new request. */
function ensure<T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T, Error, T, K>,
  answer: Promise<T> | undefined,
): Promise<T | undefined> {
  return queryClient.ensureQueryData(answer ? { ...options, queryFn: () => answer } : options).catch(() => undefined);
}

/**
 * The session's profile, with its saved settings fetched into the cache at the same time: entering
 * the app waits for one round trip, not two (the menu layout is asked for alongside, not awaited). The sign-in form awaits it before it navigates (the
 * landing page depends on what the role may open), handing over the requests it has already sent; the route
 * guard awaits it on every entry, and finds both cached. Undefined when the profile cannot be had.
 */
export async function fetchSession(requested?: SessionRequests): Promise<UserInfo | undefined> {
  // The menu's layout is asked for meanwhile, not awaited: the menu draws by it once it comes.
  void queryClient.prefetchQuery(menuLayoutQueryOptions());
  const [user] = await Promise.all([
    ensure(userInfoQueryOptions(), requested?.user),
    ensure(userSettingsQueryOptions(), requested?.settings),
  ]);
  return user;
}

/**
 * Whether the server answered the profile request that the session has ended. Only that answer
 * ends it here: a request that got none (the network, the server down, or a request of a document
 * the browser is leaving, which Chromium fails as if the network were down) says nothing about it.
 */
export function sessionRefused(): boolean {
  const error = queryClient.getQueryState(userInfoKeys.all)?.error;
  return error instanceof ApiError && error.sessionEnded;
}

/** The current user; idle without a session (as every query, see `query-client.ts`). */
export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
