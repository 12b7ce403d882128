import type { LoginInput } from '@console/shared';
import type { SecondStep } from '@console/shared/identity/schemas';
import { requestSession, type SessionRequests } from '@/lib/session/session-requests';
import { clearToken, setToken } from '@/lib/session/session';
import { authApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

/** What a correct password leads to: the session, or the second step of an account with a second factor. */
export type SignInAnswer = { session: SessionRequests } | { secondStep: SecondStep };

/**
 * Opens the session of a sign-in's token: stores it and starts from an empty cache (nothing of an
 * earlier session stays; docs/product.md, Sessions and states). The query cache is not part of the
 * login page's first load, so it is reached through an import; the session's profile and settings
 * are asked for before it, and handed on for the cache to take over.
 */
export async function startSession(token: string): Promise<SessionRequests> {
  setToken(token);
  const session = requestSession();
  const { queryClient } = await import('@/lib/query-client');
  queryClient.clear();
  return session;
}

/**
 * Signs in with the password: the session, or the ticket of the second step (which
 * `second-step.ts` completes). Clears the token on failure (docs/product.md, Sessions and states).
 */
export async function signIn(input: LoginInput): Promise<SignInAnswer> {
  const answer = await call(authApi.login, { body: input }).catch((error: unknown) => {
    clearToken();
    throw error;
  });
  return 'token' in answer ? { session: await startSession(answer.token) } : answer;
}
