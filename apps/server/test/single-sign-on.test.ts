import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@console/shared';
import type { LoginAnswer, LogoutAnswer } from '@console/shared/user/schemas';
import { authFlows, ssoIdentities } from '../src/db/schema/identity';
import { and, asc, eq } from 'drizzle-orm';
import { sessions, users } from '../src/db/schema';
import { auditLogs } from '../src/db/schema/audit';
import { hashToken } from '../src/lib/session-token';
import { totpCode } from '../src/lib/totp';
import { DRIVERS, addAccount, callerOf, envelope, useTestApp, type TestApp } from './helper';
import { TEST_CLIENT, signInAtProvider, startOidcProvider, type TestClaims, type TestProvider } from './oidc-provider';

const CONSOLE = 'http://console.test';
const API = '/member-api/api';
const PASSWORD = 'Secret-Pass1';

/**
 * Single sign-on against a real OpenID provider on loopback (test/oidc-provider.ts): the console
 * is driven by `inject`, the provider over HTTP, its sign-in and consent pages filled in as a
 * browser would (docs/decisions/050-single-sign-on.md).
 */
function useProvider(): { provider: TestProvider } {
  const handle = {} as { provider: TestProvider };
  beforeAll(async () => {
    handle.provider = await startOidcProvider(CONSOLE);
  });
  afterAll(() => handle.provider?.close());
  return handle;
}

/** Numbers the test's logins and accounts, unique across the file. */
let serial = 0;

/** The sign-on's steps, on `ctx`'s console and `handle`'s provider. */
function ssoSteps(ctx: TestApp, handle: { provider: TestProvider }) {
  const { ok } = callerOf(ctx);
  const path = (url: string) => url.slice(CONSOLE.length);

  /** The start: the provider's authorization address. */
  const start = async (search = '?redirect=Workplace') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API}/user/sso?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode, response.body).toBe(302);
    return String(response.headers.location);
  };
  /** The provider's redirect to the callback, handled: where the console sends the browser. */
  const callback = async (callbackUrl: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: path(callbackUrl) });
    expect(response.statusCode, response.body).toBe(302);
    return new URL(String(response.headers.location));
  };
  /** A person at the provider with these claims, under a login of their own. */
  const person = (claims: TestClaims = {}) => {
    const login = `person-${++serial}`;
    handle.provider.claims.set(login, claims);
    return login;
  };
  /** Signs on as `login` up to the console's answer to the callback. */
  const signOn = async (login: string) => callback(await signInAtProvider(await start(), login, CONSOLE));
  const exchange = (grant: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/user/login/sso`,
      payload: { grant },
      headers: { 'accept-language': 'en-US' },
    });
  const grantOf = (landing: URL) => new URLSearchParams(landing.hash.slice(1)).get('sso-grant') ?? '';
  /** Signs on as `login` and exchanges the grant: the session's token. */
  const sessionOf = async (login: string) => {
    const landing = await signOn(login);
    expect(landing.searchParams.get('sso-error')).toBeNull();
    const answer = envelope<LoginAnswer>(await exchange(grantOf(landing))).data;
    if (!('token' in answer)) throw new Error('a second step instead of a session');
    return answer.token;
  };
  const info = (token: string) => ok<UserInfo>(token, { method: 'GET', url: `${API}/user/info` });
  /** A console account with this e-mail, of the `user` role. */
  const account = async (email: string, role: 'user' | 'admin' = 'user') => {
    const username = `sso.${++serial}`;
    await addAccount(ctx.testDb.database, { username, password: PASSWORD, role });
    const [row] = await ctx.testDb.database.db
      .update(users)
      .set({ email })
      .where(eq(users.username, username))
      .returning();
    return row!;
  };
  /** The audit log's entries of this action on an account: what each changed. */
  const audited = (userId: number, action: string) =>
    ctx.testDb.database.db
      .select({ actorId: auditLogs.actorId, before: auditLogs.before, after: auditLogs.after })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entityType, 'account'), eq(auditLogs.entityId, String(userId)), eq(auditLogs.action, action)),
      )
      .orderBy(asc(auditLogs.id));
  /** Signs out: where the console sends the browser at the provider. */
  const providerSignOut = async (token: string) =>
    new URL((await ok<LogoutAnswer>(token, { method: 'POST', url: `${API}/user/logout` }))!.providerSignOutUrl);
  return { start, callback, person, signOn, exchange, grantOf, sessionOf, info, account, ok, audited, providerSignOut };
}

/** The claims of the ID token a sign-out at the provider names as its hint. */
function idTokenClaims(signOut: URL): Record<string, unknown> {
  const [, payload] = (signOut.searchParams.get('id_token_hint') ?? '').split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe.each(DRIVERS)('single sign-on on %s', (driver) => {
  const handle = useProvider();
  const ctx = useTestApp(driver, { env: () => ({ PUBLIC_URL: CONSOLE, ...handle.provider.env }), login: ['admin'] });
  const steps = () => ssoSteps(ctx, handle);

  it('signs in an account whose verified e-mail matches, links the identity, and signs out of the provider too', async () => {
    const { person, signOn, exchange, grantOf, info, account, start, audited, providerSignOut } = steps();
    const owner = await account('alice@example.test');
    const login = person({ email: 'Alice@Example.test', email_verified: true, name: 'Alice' });

    const authorization = new URL(await start());
    expect(authorization.origin).toBe(handle.provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(name)).toBeTruthy();

    const landing = await signOn(login);
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${CONSOLE}/login?redirect=Workplace`);
    const grant = grantOf(landing);
    expect(grant).toMatch(/^[\w-]{43}$/);
    // Only the grant's hash is kept.
    const { db } = ctx.testDb.database;
    expect(await db.select().from(authFlows).where(eq(authFlows.tokenHash, grant))).toEqual([]);

    const answer = await exchange(grant);
    expect(answer.statusCode, answer.body).toBe(200);
    const { token } = envelope<{ token: string }>(answer).data;
    expect((await info(token)).name).toBe(owner.name);
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session?.signInMethod).toBe('sso');
    expect(await db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, owner.id))).toMatchObject([
      { issuer: handle.provider.issuer, subject: login },
    ]);

    // The grant is spent.
    expect((await exchange(grant)).statusCode).toBe(401);

    // The linked identity signs in whatever the e-mail becomes, at the provider or here.
    handle.provider.claims.set(login, {});
    await db.update(users).set({ email: 'other@example.test' }).where(eq(users.id, owner.id));
    const again = await steps().sessionOf(login);
    expect((await info(again)).name).toBe(owner.name);
    // Linked once, by its own sign-on, and recorded once.
    expect(await audited(owner.id, 'linkIdentity')).toEqual([
      { actorId: owner.id, before: null, after: { issuer: handle.provider.issuer, subject: login } },
    ]);

    const end = await providerSignOut(again);
    expect(`${end.origin}${end.pathname}`).toBe(`${handle.provider.issuer}/session/end`);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${CONSOLE}/login`);
    // The ID token of this sign-in says which sign-in ends there.
    expect(idTokenClaims(end)).toMatchObject({ iss: handle.provider.issuer, sub: login, aud: TEST_CLIENT.id });
  });

  it('refuses a wrong state, a replayed code and a wrong nonce, back on the login page with why', async () => {
    const { person, start, callback, account } = steps();
    await account('bob@example.test');
    const login = person({ email: 'bob@example.test', email_verified: true });

    const wrongState = await callback(`${CONSOLE}${API}/user/sso/callback?code=abc&state=not-ours`);
    expect(wrongState.pathname).toBe('/login');
    expect(wrongState.searchParams.get('sso-error')).toBe('state');

    const first = await signInAtProvider(await start(), login, CONSOLE);
    expect((await callback(first)).hash).toContain('sso-grant=');
    // The same callback again: its state is spent.
    expect((await callback(first)).searchParams.get('sso-error')).toBe('state');
    // Its code under a new sign-on's state: the provider refuses a code it gave already.
    const fresh = new URL(await start()).searchParams.get('state') ?? '';
    const replayed = new URL(first);
    replayed.searchParams.set('state', fresh);
    const refused = await callback(replayed.toString());
    expect(refused.searchParams.get('sso-error')).toBe('expired');
    expect(refused.searchParams.get('redirect')).toBe('Workplace');

    // A nonce that is not the one the sign-on sent.
    const authorization = await start();
    const state = new URL(authorization).searchParams.get('state') ?? '';
    const { db } = ctx.testDb.database;
    const [flow] = await db
      .select()
      .from(authFlows)
      .where(eq(authFlows.tokenHash, hashToken(state)));
    await db
      .update(authFlows)
      .set({ data: { ...flow!.data, nonce: 'another-nonce' } })
      .where(eq(authFlows.tokenHash, hashToken(state)));
    const wrongNonce = await callback(await signInAtProvider(authorization, login, CONSOLE));
    expect(wrongNonce.searchParams.get('sso-error')).toBe('invalid');
  });

  it('matches no account by an unverified e-mail, refuses a disabled account and an unknown one', async () => {
    const { person, signOn, account } = steps();
    await account('carol@example.test');
    const unverified = await signOn(person({ email: 'carol@example.test', email_verified: false }));
    expect(unverified.searchParams.get('sso-error')).toBe('unverified');

    const disabled = await account('dave@example.test');
    await ctx.testDb.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
    const refused = await signOn(person({ email: 'dave@example.test', email_verified: true }));
    expect(refused.searchParams.get('sso-error')).toBe('disabled');

    const before = await ctx.testDb.database.db.select().from(users);
    const unknown = await signOn(person({ email: 'nobody@example.test', email_verified: true }));
    expect(unknown.searchParams.get('sso-error')).toBe('unknown');
    expect(await ctx.testDb.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('asks an account with a second factor for its code, and the session is still one of single sign-on', async () => {
    const { person, signOn, exchange, grantOf, account, providerSignOut } = steps();
    const owner = await account('erin@example.test');
    await ctx.testDb.database.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(users.id, owner.id));
    const login = person({ email: 'erin@example.test', email_verified: true });
    const landing = await signOn(login);
    const answer = envelope<LoginAnswer>(await exchange(grantOf(landing))).data;
    if (!('secondStep' in answer)) throw new Error('a session without the second step');
    const completed = await ctx.app.inject({
      method: 'POST',
      url: `${API}/user/login/second-step`,
      payload: { ticket: answer.secondStep.ticket, code: totpCode('JBSWY3DPEHPK3PXP') },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const { token } = envelope<{ token: string }>(completed).data;
    const [session] = await ctx.testDb.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session?.signInMethod).toBe('sso');
    // The ID token came through the second step too.
    expect(idTokenClaims(await providerSignOut(token))).toMatchObject({ iss: handle.provider.issuer, sub: login });
  });
});

describe.each(DRIVERS)('single sign-on that creates accounts and maps roles, on %s', (driver) => {
  const handle = useProvider();
  const ctx = useTestApp(driver, {
    env: () => ({
      PUBLIC_URL: CONSOLE,
      OIDC_CREATE_ACCOUNTS: '1',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'console-admins:admin,staff:user,ghosts:no-such-role',
      ...handle.provider.env,
    }),
    login: ['admin'],
  });
  const steps = () => ssoSteps(ctx, handle);

  it('creates an account of the user role for an unknown verified e-mail', async () => {
    const { person, sessionOf, info } = steps();
    const login = person({
      email: 'frank@example.test',
      email_verified: true,
      preferred_username: 'frank',
      name: 'Frank',
    });
    const token = await sessionOf(login);
    expect(await info(token)).toMatchObject({ name: 'Frank', email: 'frank@example.test', roles: ['user'] });
    const [created] = await ctx.testDb.database.db.select().from(users).where(eq(users.email, 'frank@example.test'));
    expect(created?.username).toBe('frank');
  });

  it("sets the account's roles from the claim at each sign-on, the user role when none maps", async () => {
    const { person, sessionOf, info, account, audited } = steps();
    const owner = await account('grace@example.test');
    const login = person({ email: 'grace@example.test', email_verified: true, groups: ['console-admins', 'ghosts'] });
    expect((await info(await sessionOf(login))).roles).toEqual(['admin']);
    handle.provider.claims.set(login, { groups: ['elsewhere'] });
    expect((await info(await sessionOf(login))).roles).toEqual(['user']);
    const [row] = await ctx.testDb.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.roles).toEqual(['user']);
    // Each change of roles is the account's, by single sign-on; a sign-on that changes none records none.
    await sessionOf(login);
    expect(await audited(owner.id, 'update')).toEqual([
      { actorId: owner.id, before: { roles: ['user'] }, after: { roles: ['admin'], via: 'sso' } },
      { actorId: owner.id, before: { roles: ['admin'] }, after: { roles: ['user'], via: 'sso' } },
    ]);
  });
});

describe('single sign-on when it is not configured', () => {
  const ctx = useTestApp('pglite', { login: ['admin'] });

  it('sends the browser back to the login page, exchanges nothing, and a sign-out answers null', async () => {
    const started = await ctx.app.inject({ method: 'GET', url: `${API}/user/sso` });
    expect(started.statusCode).toBe(302);
    expect(String(started.headers.location)).toMatch(/\/login\?sso-error=unavailable$/);
    const exchanged = await ctx.app.inject({ method: 'POST', url: `${API}/user/login/sso`, payload: { grant: 'x' } });
    expect(exchanged.statusCode).toBe(401);
    const out = await callerOf(ctx).ok<LogoutAnswer>(ctx.admin, { method: 'POST', url: `${API}/user/logout` });
    expect(out).toBeNull();
  });
});
