import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { API_BASE, ApiCode, type Role } from '@console/shared';
import { pathOf } from '@console/shared/api/contract';
import { ssoApi } from '@console/shared/identity/sso-contract';
import { ACCOUNT_USERNAME_MAX } from '@console/shared/accounts/constants';
import {
  SSO_ERROR_PARAM,
  SSO_FLOW_SECONDS,
  SSO_GRANT_PARAM,
  SSO_GRANT_SECONDS,
  type SsoError,
} from '@console/shared/identity/sso';
import type { LoginAnswer } from '@console/shared/user/schemas';
import type { SingleSignOnConfig } from '../../config';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditStore } from '../../kit/audit';
import { forbidden, unauthorized } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { SessionContext } from '../../lib/session-context';
import type { SessionClient, SessionService } from '../../platform';
import type { AuthFlowStore, IdentityService } from '../identity';
import type { RoleDirectory } from '../roles';
import type { SecurityService } from '../security';
import type { SsoAccount, SsoStore } from './sso.store';

type Repositories = { rows: SsoStore; flows: AuthFlowStore; audit: AuditStore };

/** The role of an account a sign-on creates, and of one whose claim maps to no role. */
const DEFAULT_ROLE: Role = 'user';
const LOGIN_PATH = '/login';
/** The callback, below the console's address: what the provider's client registers as its redirect URI. */
const SSO_CALLBACK_PATH = `${API_BASE}${pathOf(ssoApi.callback)}`;

/** A sign-on that ends on the login page with `code`, which it says in the user's language. */
class SsoRefusal extends Error {
  constructor(readonly code: SsoError) {
    super(code);
  }
}

/** What the provider's library threw, as the login page says it. */
function refusalOf(error: unknown): SsoError {
  if (error instanceof SsoRefusal) return error.code;
  // The provider refused the code: used already (a replay), or expired.
  if (error instanceof oidc.ResponseBodyError) return error.error === 'invalid_grant' ? 'expired' : 'invalid';
  if (error instanceof oidc.AuthorizationResponseError) return 'denied';
  if (error instanceof oidc.ClientError) {
    const unreachable = ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'];
    return unreachable.includes(error.code ?? '') ? 'unavailable' : 'invalid';
  }
  return 'unavailable';
}

/** The login page's query as the browser gave it (`?redirect=…`), re-serialized: nothing else rides along. */
const loginSearch = (search: string | undefined): string => {
  const params = new URLSearchParams(search ?? '');
  params.delete(SSO_ERROR_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** A username for a new account: the provider's, else the e-mail's local part, in the characters usernames take. */
function usernameBase(claims: oidc.UserInfoResponse, email: string): string {
  const wanted = typeof claims.preferred_username === 'string' ? claims.preferred_username : email.split('@')[0];
  const base = (wanted ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, ACCOUNT_USERNAME_MAX - 4);
  return base.length >= 3 ? base : `sso-${base}`.slice(0, ACCOUNT_USERNAME_MAX - 4);
}

/** The claim's values: a list of strings, or one string. */
const claimValues = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

export interface SsoServiceDeps {
  config: SingleSignOnConfig | undefined;
  /** The console's address; without it, each request's own origin. */
  publicUrl: string | undefined;
  uow: UnitOfWork<Repositories>;
  roles: Pick<RoleDirectory, 'unknown'>;
  identity: Pick<IdentityService, 'openSecondStep'>;
  sessions: SessionService;
  signIns: Pick<SecurityService, 'signIn'>;
  log: FastifyBaseLogger;
}

/**
 * Single sign-on with an OpenID provider (docs/decisions/050-single-sign-on.md): the authorization
 * code flow with PKCE, `state` and `nonce`. The start keeps the verifier, nonce and login page's
 * query in a single-use flow whose token is the `state`; the callback completes it once, matches the
 * account (a linked identity, else a verified e-mail) and hands the browser a one-time grant, which
 * the login page exchanges for the session.
 */
export function createSsoService({ config, publicUrl, uow, roles, identity, sessions, signIns, log }: SsoServiceDeps) {
  const { rows, flows } = uow.read;
  let discovered: Promise<oidc.Configuration> | undefined;

  /** The provider's configuration, discovered once; a failed discovery is tried again at the next sign-on. */
  function provider(sso: SingleSignOnConfig): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(sso.issuer), sso.clientId, sso.clientSecret, undefined, {
        // Only a provider on this machine (config.ts refuses any other http:// issuer).
        execute: sso.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  const base = (origin: string) => publicUrl ?? origin;
  const toLogin = (origin: string, search: string, code: SsoError) => {
    const params = new URLSearchParams(search);
    params.set(SSO_ERROR_PARAM, code);
    return `${base(origin)}${LOGIN_PATH}?${params.toString()}`;
  };

  /** The roles the claim's values map to, those that exist; the default role when none does. */
  async function mappedRoles(sso: SingleSignOnConfig, claims: oidc.UserInfoResponse): Promise<Role[] | undefined> {
    const mapping = sso.roleMapping;
    if (!mapping || !(mapping.claim in claims)) return undefined;
    const values = new Set(claimValues(claims[mapping.claim]));
    const wanted = [...new Set(mapping.map.filter((entry) => values.has(entry.value)).map((entry) => entry.role))];
    const unknown = new Set(await roles.unknown(wanted));
    if (unknown.size) log.warn({ roles: [...unknown] }, 'OIDC_ROLE_MAP names roles that do not exist');
    const granted = wanted.filter((role) => !unknown.has(role));
    return granted.length ? granted : [DEFAULT_ROLE];
  }

  /** A new account for a verified e-mail: a password nobody knows (it signs in by the provider, or after a reset). */
  async function createAccount(claims: oidc.UserInfoResponse, email: string, granted: Role[]): Promise<SsoAccount> {
    const wanted = usernameBase(claims, email);
    const taken = await rows.usernamesLike(wanted);
    let username = wanted;
    for (let n = 2; taken.has(username); n++) username = `${wanted}-${n}`;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const name = typeof claims.name === 'string' ? claims.name.slice(0, 50) : username;
    return uow.transaction(async (tx) => {
      const account = await tx.rows.createAccount({ username, name, email, passwordHash, roles: granted });
      await tx.audit.record({
        actorId: account.id,
        action: 'create',
        entityType: 'account',
        entityId: account.id,
        after: { username, email, roles: granted, via: 'sso' },
      });
      return account;
    });
  }

  /**
   * The account of the provider's identity: the one it is linked to, else the one whose e-mail is
   * the provider's verified e-mail (the identity is then linked to it), else a new one when the
   * setting allows.
   */
  async function accountOf(sso: SingleSignOnConfig, claims: oidc.UserInfoResponse, granted: Role[] | undefined) {
    const at = new Date();
    const linked = await rows.linkedAccount(sso.issuer, claims.sub, at);
    if (linked) return linked;
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    if (!email || claims.email_verified !== true) throw new SsoRefusal('unverified');
    const found = await rows.accountsByEmail(email);
    if (found.length > 1) {
      // Two accounts share the e-mail: an administrator must tell which one is this person's.
      log.warn({ email }, 'single sign-on: more than one account has this e-mail');
      throw new SsoRefusal('unknown');
    }
    const account =
      found[0] ?? (sso.createAccounts ? await createAccount(claims, email, granted ?? [DEFAULT_ROLE]) : undefined);
    if (!account) throw new SsoRefusal('unknown');
    await uow.transaction(async (tx) => {
      if (!(await tx.rows.link(account.id, sso.issuer, claims.sub, at))) return;
      await tx.audit.record({
        actorId: account.id,
        action: 'linkIdentity',
        entityType: 'account',
        entityId: account.id,
        after: { issuer: sso.issuer, subject: claims.sub },
      });
    });
    return account;
  }

  /** Gives the account the roles the provider's claim maps to, as an audited change of the account. */
  async function applyMappedRoles(account: SsoAccount, granted: Role[]): Promise<void> {
    if (granted.join() === account.roles.join()) return;
    await uow.transaction(async (tx) => {
      await tx.rows.setRoles(account.id, granted);
      await tx.audit.record({
        actorId: account.id,
        action: 'update',
        entityType: 'account',
        entityId: account.id,
        before: { roles: account.roles },
        after: { roles: granted, via: 'sso' },
      });
    });
    await sessions.accountChanged(account.id);
  }

  /** The provider's claims of the sign-on: the ID token's, with the UserInfo endpoint's under them. */
  async function claimsOf(
    configuration: oidc.Configuration,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ) {
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoRefusal('invalid');
    const userInfo = configuration.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
      : undefined;
    return { ...userInfo, ...idClaims } as oidc.UserInfoResponse;
  }

  return {
    /** Whether the login page offers single sign-on, and under which name (null: the generic one). */
    offered: config ? { displayName: config.displayName ?? null } : undefined,

    /** Where a sign-on starts: the provider's authorization address, or the login page with the reason it cannot. */
    async start(search: string | undefined, origin: string): Promise<string> {
      const back = loginSearch(search);
      if (!config) return toLogin(origin, back, 'unavailable');
      try {
        const configuration = await provider(config);
        const verifier = oidc.randomPKCECodeVerifier();
        const nonce = oidc.randomNonce();
        const redirectUri = `${base(origin)}${SSO_CALLBACK_PATH}`;
        const state = await flows.start('single-sign-on', {
          data: { verifier, nonce, redirectUri, search: back },
          seconds: SSO_FLOW_SECONDS,
        });
        return oidc
          .buildAuthorizationUrl(configuration, {
            redirect_uri: redirectUri,
            scope: config.scopes,
            code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
            code_challenge_method: 'S256',
            state,
            nonce,
          })
          .toString();
      } catch (error) {
        log.warn({ err: error }, 'single sign-on: the provider cannot be reached');
        return toLogin(origin, back, 'unavailable');
      }
    },

    /**
     * The provider's redirect: completes the sign-on that `state` started (once), and sends the
     * browser to the login page with a grant for the account, or with why not.
     */
    async callback(query: { state?: string; error?: string }, rawQuery: string, origin: string): Promise<string> {
      const flow = config && query.state ? await flows.take('single-sign-on', query.state) : undefined;
      if (!config || !flow || flow.expired) return toLogin(origin, '', config ? 'state' : 'unavailable');
      const { verifier, nonce, redirectUri, search } = flow.data as Record<string, string>;
      try {
        if (query.error) throw new SsoRefusal('denied');
        const configuration = await provider(config);
        const current = new URL(redirectUri ?? '');
        current.search = rawQuery;
        const tokens = await oidc.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: verifier,
          expectedState: query.state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = await claimsOf(configuration, tokens);
        const granted = await mappedRoles(config, claims);
        const account = await accountOf(config, claims, granted);
        if (account.status === 'disabled') throw new SsoRefusal('disabled');
        if (granted) await applyMappedRoles(account, granted);
        // The ID token goes with the grant to the session: the hint of the sign-out at the provider.
        const grant = await flows.start('sign-in-grant', {
          userId: account.id,
          data: { idToken: tokens.id_token },
          seconds: SSO_GRANT_SECONDS,
        });
        return `${base(origin)}${LOGIN_PATH}${search ?? ''}#${SSO_GRANT_PARAM}=${grant}`;
      } catch (error) {
        const code = refusalOf(error);
        if (!(error instanceof SsoRefusal)) log.warn({ err: error }, `single sign-on refused: ${code}`);
        return toLogin(origin, search ?? '', code);
      }
    },

    /**
     * Exchanges a grant for the session, once: `{token}`, or `{secondStep}` for an account with a
     * second factor (its code is still asked for; docs/decisions/050-single-sign-on.md).
     */
    async exchange(grant: string, client: SessionClient): Promise<LoginAnswer> {
      const flow = await flows.take('sign-in-grant', grant);
      const account = flow?.userId != null && !flow.expired ? await rows.account(flow.userId) : undefined;
      if (!flow || !account) throw unauthorized(ApiCode.failure, 'errors.ssoGrantExpired');
      if (account.status === 'disabled') throw forbidden('errors.accountDisabled');
      const { idToken } = flow.data as { idToken?: string };
      if (account.totpEnabledAt) return { secondStep: await identity.openSecondStep(account.id, { idToken }) };
      return { token: await signIns.signIn(account, client, 'sso', idToken) };
    },

    /** Where the browser goes after our sign-out: the provider's sign-out, for a session of single sign-on. */
    async providerSignOut(session: SessionContext, origin: string): Promise<string | undefined> {
      if (session.signInMethod !== 'sso' || !config) return undefined;
      try {
        const configuration = await provider(config);
        if (!configuration.serverMetadata().end_session_endpoint) return undefined;
        const idToken = await sessions.idTokenOf(session);
        return oidc
          .buildEndSessionUrl(configuration, {
            client_id: config.clientId,
            post_logout_redirect_uri: `${base(origin)}${LOGIN_PATH}`,
            // Which sign-in ends: without it, some providers ask the user to confirm the sign-out.
            ...(idToken ? { id_token_hint: idToken } : {}),
          })
          .toString();
      } catch (error) {
        log.warn({ err: error }, 'single sign-on: no sign-out at the provider');
        return undefined;
      }
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
