import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { identityApi } from '@console/shared/identity/contract';
import { call } from '@/lib/http/api';
import { userInfoKeys } from '@/lib/session/current-user';
import { userCentreKeys } from './user-centre-keys';

/** What a second factor's change takes: a code from the app, or (to switch it off, or for new recovery codes) a recovery code. */
export interface CodeInput {
  code: string;
}

/** Whether the account's authenticator app is in force, since when, its recovery codes left, and whether a role requires it. */
export const secondFactorQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.secondFactor(), queryFn: () => call(identityApi.status) });

/**
 * A new secret for the app, not in force until a code from it is typed. A write, asked for once per
 * enrolment (each replaces the one before), so nothing refetches it while the user scans it.
 */
export const useTotpSetup = () => useMutation({ mutationFn: () => call(identityApi.setupTotp) });

/**
 * A change of the second factors (the app, its codes, the passkeys): their status and the passkeys
 * follow; so does the profile when `profile` says the change is one it reads (a session held until
 * a second factor is in force, `mustEnrolSecondFactor`), read again before the change resolves, as
 * the route guard reads it.
 */
export function useSecondFactorWrite<I, R>(mutationFn: (input: I) => Promise<R>, { profile = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userCentreKeys.secondFactor() }),
        queryClient.invalidateQueries({ queryKey: userCentreKeys.securityEventPages() }),
        queryClient.invalidateQueries({ queryKey: userCentreKeys.passkeys() }),
        profile && queryClient.invalidateQueries({ queryKey: userInfoKeys.all, refetchType: 'all' }),
      ]),
  });
}

/** Puts the secret in force with a code from it: the recovery codes, shown once. */
export const useEnableTotp = () =>
  useSecondFactorWrite((body: CodeInput) => call(identityApi.enableTotp, { body }), { profile: true });

/** Switches the app off (refused while a role requires it). */
export const useDisableTotp = () => useSecondFactorWrite((body: CodeInput) => call(identityApi.disableTotp, { body }));

/** Replaces every recovery code: the new ones, shown once. */
export const useRegenerateRecoveryCodes = () =>
  useSecondFactorWrite((body: CodeInput) => call(identityApi.regenerateRecoveryCodes, { body }));
