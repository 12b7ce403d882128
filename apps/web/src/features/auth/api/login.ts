import type { LoginInput } from '@console/shared';
import { requestSession, type SessionRequests } from '@/lib/session/session-requests';
import { clearToken, setToken } from '@/lib/session/session';
import { authApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

/** `data` of the answer is the token string (docs/api.md). */
export function login(input: LoginInput): Promise<string> {
  return call(authApi.cacheLogin, { body: input });
}

/**
 * Signs in: stores the token and starts from an empty cache (nothing of an earlier session
 * stays); clears the token on failure (docs/product.md, Sessions and states). The query cache is
 * not part of the login page's first load, so it is reached through an import; the session's
 * profile and settings are asked for before it, and handed on for the cache to take over.
 */
export async function signIn(input: LoginInput): Promise<SessionRequests> {
  try {
    setToken(await login(input));
  } catch (error) {
    clearToken();
    throw error;
  }
  const session = requestSession();
  const { queryClient } = await import('@/lib/query-client');
  queryClient.clear();
  return session;
}
