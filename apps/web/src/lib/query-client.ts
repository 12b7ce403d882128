import { QueryClient } from '@tanstack/react-query';
import { getToken } from './session/session';

/**
 * Failed requests are not retried: the HTTP client has already told the user (one toast each).
 * Every query asks for signed-in data, so none runs without a session: a screen still on its way
 * out when the session ends asks nothing more.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, enabled: () => getToken() !== null },
    mutations: { retry: false },
  },
});

/**
 * How long an answer that a route asked for ahead of its page (`PREFETCH` in `app/router.tsx`)
 * counts as fresh: the page's queries mounting a moment later use it instead of asking again.
 * Writes invalidate at once whatever the age.
 */
export const PREFETCHED_FRESH_MS = 5_000;
