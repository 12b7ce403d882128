import { contract } from '../api/contract';

/**
 * Single sign-on with an OpenID provider (docs/api.md, "Single sign-on"). The start and the
 * callback are browser navigations: they answer with redirects, to the provider and back to the
 * login page, never with an envelope. The login page then exchanges the one-time grant the callback
 * gave it for the session's token, so that the token never appears in an address.
 */
export const ssoApi = contract('sso', () => import('./sso-schemas'), {
  /** Redirects to the provider's sign-in (or back to the login page with `?sso-error=unavailable`). */
  start: {
    method: 'GET',
    path: '/api/user/sso',
    access: 'public',
    query: (s) => s.ssoStartQuerySchema,
    answers: 'redirect',
  },
  /** The provider's redirect: to the login page, with `#sso-grant=` or `?sso-error=`. */
  callback: {
    method: 'GET',
    path: '/api/user/sso/callback',
    access: 'public',
    query: (s) => s.ssoCallbackQuerySchema,
    answers: 'redirect',
  },
  /** Exchanges the grant: `data` is `{token}`, or `{secondStep}` for an account with a second factor. */
  exchange: {
    method: 'POST',
    path: '/api/user/login/sso',
    access: 'public',
    body: (s) => s.ssoGrantBodySchema,
    response: (s) => s.loginAnswerSchema,
  },
});
