import { contract } from '../api/contract';

const PASSKEYS = '/api/user/passkeys';
const SIGN_IN = '/api/user/login/passkey';

/**
 * Passkeys (docs/api.md, "Passkeys"): the account's WebAuthn credentials, registered, named and
 * removed from its security settings, and the sign-in with one. A ceremony is two calls: the first
 * answers a challenge and its handle (`flow`), the second completes it once with what the browser
 * signed. The registration answers any session, so one a role holds until it has a second factor
 * can register a passkey.
 */
export const passkeyApi = contract('passkeys', () => import('./passkey-schemas'), {
  list: {
    method: 'GET',
    path: PASSKEYS,
    access: 'anySession',
    response: (s) => s.passkeysSchema,
  },
  /** The options of `navigator.credentials.create()`, the account's passkeys excluded (409 past `PASSKEY.perAccount`). */
  registrationOptions: {
    method: 'POST',
    path: `${PASSKEYS}/registration`,
    access: 'anySession',
    response: (s) => s.passkeyCeremonySchema,
  },
  /** Completes a registration with what the authenticator answered, under the name given. */
  register: {
    method: 'POST',
    path: PASSKEYS,
    access: 'anySession',
    body: (s) => s.passkeyRegistrationSchema,
    response: (s) => s.passkeySchema,
  },
  rename: {
    method: 'PUT',
    path: `${PASSKEYS}/:id`,
    access: 'authenticated',
    params: (s) => s.idParamsSchema,
    body: (s) => s.passkeyRenameSchema,
    response: (s) => s.passkeySchema,
  },
  /** Refused (409) for the last second factor of an account whose role requires one. */
  remove: {
    method: 'DELETE',
    path: `${PASSKEYS}/:id`,
    access: 'authenticated',
    params: (s) => s.idParamsSchema,
    response: (s) => s.noDataSchema,
  },
  /** The options of `navigator.credentials.get()`: any passkey of the site (discoverable), the user verified. */
  signInOptions: {
    method: 'POST',
    path: `${SIGN_IN}/options`,
    access: 'public',
    response: (s) => s.passkeyCeremonySchema,
  },
  /** Signs in with a passkey: `data` is `{token}`; no second step follows (ADR 048). */
  signIn: {
    method: 'POST',
    path: SIGN_IN,
    access: 'public',
    body: (s) => s.passkeySignInSchema,
    response: (s) => s.loginTokenSchema,
  },
});
