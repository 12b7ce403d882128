import type { LoginInput } from '@console/shared';
import type { SecondStep } from '@console/shared/identity/schemas';
import { requestSession, type SessionRequests } from '@/lib/session/session-requests';
import { clearToken, setToken } from '@/lib/session/session';
import { authApi } from '@console/shared/user/contract';
import type { ResponseOf } from '@console/shared/api/contract';
import { ssoApi } from '@console/shared/identity/sso-contract';
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

/** The session of a sign-in's answer, or its second step. Clears the token on failure (docs/product.md, Sessions and states). */
async function answered(request: Promise<ResponseOf<typeof authApi.login>>): Promise<SignInAnswer> {
  const answer = await request.catch((error: unknown) => {
    clearToken();
    throw error;
  });
  return 'token' in answer ? { session: await startSession(answer.token) } : answer;
}

/** Signs in with the password: the session, or the ticket of the second step (which `second-step.ts` completes). */
export const signIn = (input: LoginInput): Promise<SignInAnswer> => answered(call(authApi.login, { body: input }));

/** Signs in with the grant a single sign-on left the login page: the session, or the second step, as the password's. */
export const signInWithGrant = (grant: string): Promise<SignInAnswer> =>
  answered(call(ssoApi.exchange, { body: { grant } }));
