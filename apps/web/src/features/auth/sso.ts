import { API_BASE } from '@console/shared';
import { pathOf } from '@console/shared/api/contract';
import {
  SSO_ERROR_PARAM,
  SSO_ERRORS,
  SSO_GRANT_PARAM,
  SSO_META_NAME,
  type SsoError,
} from '@console/shared/identity/sso';
import { ssoApi } from '@console/shared/identity/sso-contract';

/**
 * Single sign-on on the login page (docs/decisions/050-single-sign-on.md). Whether it is on comes
 * with the page itself, in a `<meta>` the server adds, so the login page asks for nothing more.
 */

/** The provider's name when single sign-on is on ('' for the generic name); undefined when it is off. */
export const ssoOffered = (): string | undefined =>
  document.querySelector(`meta[name="${SSO_META_NAME}"]`)?.getAttribute('content') ?? undefined;

/** The login page's query without the error of an earlier sign-on: what the app opens with once signed in. */
export function withoutSsoError(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SSO_ERROR_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Where the button goes: the server's start, which sends the browser to the provider with the login page's query. */
export const ssoStartUrl = (search: string): string => {
  const query = withoutSsoError(search);
  return `${API_BASE}${pathOf(ssoApi.start)}${query ? `?${new URLSearchParams({ search: query }).toString()}` : ''}`;
};

/** Why the last sign-on failed, from the login page's query; undefined for none (or a code this app does not know). */
export const ssoErrorOf = (search: string): SsoError | undefined => {
  const code = new URLSearchParams(search).get(SSO_ERROR_PARAM);
  return SSO_ERRORS.find((known) => known === code);
};

/**
 * The grant the provider's callback left in the address's fragment, taken out of it at once (and
 * out of the history), so that it is used once and never bookmarked or shared.
 */
export function takeSsoGrant(): string | undefined {
  const grant = new URLSearchParams(window.location.hash.slice(1)).get(SSO_GRANT_PARAM);
  if (!grant) return undefined;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return grant;
}
