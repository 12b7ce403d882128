/**
 * Single sign-on with an OpenID provider (docs/decisions/050-single-sign-on.md), as plain data: the
 * login page reads it without zod.
 */

/**
 * Why a single sign-on did not sign in. The provider's redirect is a browser navigation, so the
 * server sends the browser back to the login page with one of these (`?sso-error=`), which the page
 * says in the user's language.
 */
export const SSO_ERRORS = [
  // No sign-on was started with that `state`, or it expired or completed already.
  'state',
  // The provider refused the code: it was used already, or expired.
  'expired',
  // The provider's answer did not verify (its signature, audience, `nonce`…).
  'invalid',
  // The provider could not be reached, or single sign-on is not configured.
  'unavailable',
  // The user (or the provider) cancelled the sign-in at the provider.
  'denied',
  // The provider gave no verified e-mail, and the identity is linked to no account.
  'unverified',
  // No account matches, and creating one is off.
  'unknown',
  'disabled',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** The query parameter of the login page that carries an `SsoError`. */
export const SSO_ERROR_PARAM = 'sso-error';
/** The fragment parameter that carries the sign-in grant: a fragment never reaches a server or its logs. */
export const SSO_GRANT_PARAM = 'sso-grant';
/** The `<meta name>` of the page the server serves while single sign-on is on: its content is the provider's name. */
export const SSO_META_NAME = 'console-sso';

/** How long a sign-on started may wait for its callback, and a grant for its exchange, in seconds. */
export const SSO_FLOW_SECONDS = 600;
export const SSO_GRANT_SECONDS = 60;
