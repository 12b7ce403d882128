import { contract } from '../api/contract';

const SECOND_FACTOR = '/api/user/second-factor';

/**
 * The second factor (docs/api.md, "Second factor"): an authenticator app set up from the account's
 * security settings, its recovery codes, and the second step of a sign-in. The enrolment answers any
 * session, so that one a role holds until it has a second factor can set it up.
 */
export const identityApi = contract('identity', () => import('./schemas'), {
  /** Completes a sign-in that answered a second step: `data` is `{token}`. */
  secondStep: {
    method: 'POST',
    path: '/api/user/login/second-step',
    access: 'public',
    body: (s) => s.secondStepBodySchema,
    response: (s) => s.loginTokenSchema,
  },
  status: {
    method: 'GET',
    path: SECOND_FACTOR,
    access: 'anySession',
    response: (s) => s.secondFactorStatusSchema,
  },
  /** A new secret, not yet in force: the enable call with a code it gives puts it in force (409 while one is). */
  setupTotp: {
    method: 'POST',
    path: `${SECOND_FACTOR}/totp/setup`,
    access: 'anySession',
    response: (s) => s.totpSetupSchema,
  },
  /** Puts the secret in force with a code from it; `data` holds the recovery codes, shown once. */
  enableTotp: {
    method: 'POST',
    path: `${SECOND_FACTOR}/totp/enable`,
    access: 'anySession',
    body: (s) => s.totpEnableSchema,
    response: (s) => s.recoveryCodesSchema,
  },
  /** Takes a fresh code (or a recovery code); refused (409) while a role the account holds requires it. */
  disableTotp: {
    method: 'POST',
    path: `${SECOND_FACTOR}/totp/disable`,
    access: 'authenticated',
    body: (s) => s.secondFactorCodeBodySchema,
    response: (s) => s.noDataSchema,
  },
  /** Replaces every recovery code; takes a fresh code. */
  regenerateRecoveryCodes: {
    method: 'POST',
    path: `${SECOND_FACTOR}/recovery-codes`,
    access: 'authenticated',
    body: (s) => s.secondFactorCodeBodySchema,
    response: (s) => s.recoveryCodesSchema,
  },
});
