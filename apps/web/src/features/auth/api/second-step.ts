import type { SecondStepInput } from '@console/shared/identity/schemas';
import { identityApi } from '@console/shared/identity/contract';
import { call } from '@/lib/http/api';
import type { SessionRequests } from '@/lib/session/session-requests';
import { startSession } from './login';

/** Completes a sign-in with the code of its second step: the session opens as a password's would. */
export async function completeSecondStep(input: SecondStepInput): Promise<SessionRequests> {
  const { token } = await call(identityApi.secondStep, { body: input });
  return startSession(token);
}
