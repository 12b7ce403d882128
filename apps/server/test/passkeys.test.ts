import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ApiCode, type AuditLogPage, type UserInfo } from '@console/shared';
import type { Account, AccountPage } from '@console/shared/accounts/schemas';
import { PASSKEY } from '@console/shared/identity/constants';
import type { Passkey, PasskeyCeremony } from '@console/shared/identity/passkey-schemas';
import type { SecondFactorStatus } from '@console/shared/identity/schemas';
import type { RoleRecord } from '@console/shared/roles/schemas';
import { users } from '../src/db/schema';
import { DRIVERS, callerOf, envelope, login, ownAccounts, useTestApp } from './helper';
import { softwareAuthenticator, type Bend } from './software-authenticator';

const API = '/member-api/api';
const PASSKEYS = `${API}/user/passkeys`;
const INFO = '/member-api/member/info';
const PASSWORD = 'Secret-Pass1';
/** The page's origin: without `WEBAUTHN_RP_ID`, a console opened at localhost is its own relying party. */
const ORIGIN = 'http://localhost:5173';
const SITE = { host: 'localhost:3000', origin: ORIGIN };

describe.each(DRIVERS)('passkeys on %s', (driver) => {
  const ctx = useTestApp(driver);
  const { call, ok } = callerOf(ctx);
  const authenticator = softwareAuthenticator({ origin: ORIGIN, rpId: 'localhost' });

  // The clock is the test's, so a challenge expires without waiting; it only moves forward.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterAll(() => vi.useRealTimers());
  const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  /** A request from the console's page at localhost. */
  const from = (options: InjectOptions, site: { host: string; origin?: string } = SITE): InjectOptions => ({
    ...options,
    headers: { 'accept-language': 'en-US', ...site, ...options.headers },
  });
  const post = (token: string, url: string, payload?: object, site?: { host: string; origin?: string }) =>
    call(token, from({ method: 'POST', url, payload }, site));
  const anonymous = (url: string, payload?: object, site?: { host: string; origin?: string }) =>
    ctx.app.inject(from({ method: 'POST', url, payload }, site));
  const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...envelope(response) });

  const { account, auditActions } = ownAccounts(ctx, 'passkey', PASSWORD);
  const registration = async (token: string) =>
    envelope<PasskeyCeremony>(await post(token, `${PASSKEYS}/registration`)).data;
  /** Registers a passkey from the software authenticator: the passkey as listed, and the credential. */
  const register = async (token: string, name = 'Laptop', bend: Bend = {}) => {
    const { flow, options } = await registration(token);
    const { credential, response } = authenticator.register(options, bend);
    const added = await post(token, PASSKEYS, { flow, name, response });
    expect(added.statusCode, added.body).toBe(200);
    return { passkey: envelope<Passkey>(added).data, credential };
  };
  type Credential = Awaited<ReturnType<typeof register>>['credential'];
  const signInOptions = async () =>
    envelope<PasskeyCeremony>(await anonymous(`${API}/user/login/passkey/options`)).data;
  const signIn = async (credential: Credential, bend: Bend = {}) => {
    const { flow, options } = await signInOptions();
    return anonymous(`${API}/user/login/passkey`, { flow, response: authenticator.signIn(options, credential, bend) });
  };
  const list = (token: string) => ok<Passkey[]>(token, { method: 'GET', url: PASSKEYS });

  it('registers passkeys with a name, renames and removes them, each audited', async () => {
    const { username, id, token } = await account();
    expect(await list(token)).toEqual([]);

    const { flow, options } = await registration(token);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Arco Console' },
      user: { name: username },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });
    const { response } = authenticator.register(options);
    const added = await post(token, PASSKEYS, { flow, name: '  Work laptop ', response });
    expect(added.statusCode, added.body).toBe(200);
    const passkey = envelope<Passkey>(added).data;
    expect(passkey).toMatchObject({ name: 'Work laptop', lastUsedTime: null, multiDevice: false, backedUp: false });

    // The next registration leaves out the credentials the account has.
    const next = await registration(token);
    expect((next.options.excludeCredentials as { id: string }[]).map((c) => c.id)).toEqual([response.id]);
    await register(token, 'Phone');
    expect((await list(token)).map((p) => p.name)).toEqual(['Work laptop', 'Phone']);

    const rename = (name: unknown, passkeyId = passkey.id) =>
      call(token, from({ method: 'PUT', url: `${PASSKEYS}/${passkeyId}`, payload: { name } }));
    expect(envelope<Passkey>(await rename('Desk')).data).toMatchObject({ id: passkey.id, name: 'Desk' });
    // The same name again changes nothing, and is not audited.
    expect((await rename('Desk')).statusCode).toBe(200);

    const removed = await call(token, from({ method: 'DELETE', url: `${PASSKEYS}/${passkey.id}` }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(token)).map((p) => p.name)).toEqual(['Phone']);
    expect(refusal(await call(token, from({ method: 'DELETE', url: `${PASSKEYS}/${passkey.id}` })))).toMatchObject({
      status: 404,
    });
    expect(await auditActions(id)).toEqual(
      ['addPasskey', 'addPasskey', 'renamePasskey', 'removePasskey'].map((action) => `${username}: ${action}`),
    );
  });

  it('refuses a name that is empty or too long, at the registration and the renaming', async () => {
    const { token } = await account();
    const { passkey } = await register(token, 'x'.repeat(PASSKEY.nameMax));
    const issues = (response: LightMyRequestResponse) => ({
      status: response.statusCode,
      issues: (envelope(response).data as { issues: unknown }).issues,
    });
    const rename = (name: unknown) =>
      call(token, from({ method: 'PUT', url: `${PASSKEYS}/${passkey.id}`, payload: { name } }));
    expect(issues(await rename('   '))).toEqual({
      status: 400,
      issues: [{ path: 'name', message: 'Give the passkey a name' }],
    });
    expect(issues(await rename('x'.repeat(PASSKEY.nameMax + 1)))).toEqual({
      status: 400,
      issues: [{ path: 'name', message: 'At most 64 characters' }],
    });
    const { flow, options } = await registration(token);
    const { response } = authenticator.register(options);
    expect(issues(await post(token, PASSKEYS, { flow, name: '', response }))).toEqual({
      status: 400,
      issues: [{ path: 'name', message: 'Give the passkey a name' }],
    });
    // The flow was not spent by the refused name.
    expect((await post(token, PASSKEYS, { flow, name: 'Ok', response })).statusCode).toBe(200);
  });

  it('refuses a registration of an unknown, expired, spent or foreign challenge, another origin or relying party, an unverified user, a credential registered already', async () => {
    const owner = await account();
    const other = await account();
    const expired = {
      status: 409,
      code: ApiCode.conflict,
      msg: 'The passkey request expired or was already used: try again',
    };
    const unverified = { status: 400, code: ApiCode.failure, msg: 'The passkey could not be verified: try again' };
    const complete = async (flow: string, response: object, token = owner.token) =>
      refusal(await post(token, PASSKEYS, { flow, name: 'Key', response }));

    const { flow, options } = await registration(owner.token);
    const { response } = authenticator.register(options);
    expect(await complete('unknown', response)).toMatchObject(expired);
    // Another account's challenge is not the caller's, and stays its owner's.
    expect(await complete(flow, response, other.token)).toMatchObject(expired);
    expect((await post(owner.token, PASSKEYS, { flow, name: 'Key', response })).statusCode).toBe(200);
    expect(await complete(flow, response)).toMatchObject(expired);

    const late = await registration(owner.token);
    wait(PASSKEY.challengeSeconds + 1);
    expect(await complete(late.flow, authenticator.register(late.options).response)).toMatchObject(expired);

    for (const bend of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { unverified: true }]) {
      const started = await registration(owner.token);
      expect(
        await complete(started.flow, authenticator.register(started.options, bend).response),
        JSON.stringify(bend),
      ).toMatchObject(unverified);
    }

    // The same credential, registered to another account.
    const taken = await registration(other.token);
    const again = authenticator.register(taken.options, { credentialId: response.id }).response;
    expect(await complete(taken.flow, again, other.token)).toMatchObject({
      status: 409,
      msg: 'This passkey is registered already',
    });
  });

  it('signs in with a passkey, with no second step, and refuses every answer that does not hold', async () => {
    const owner = await account();
    const other = await account();
    const { credential } = await register(owner.token);
    const { credential: othersCredential } = await register(other.token);

    const options = await signInOptions();
    expect(options.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.options.allowCredentials).toBeUndefined();
    const signedIn = await anonymous(`${API}/user/login/passkey`, {
      flow: options.flow,
      response: authenticator.signIn(options.options, credential),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = envelope<{ token: string }>(signedIn).data;
    expect(await ok<UserInfo>(token, { method: 'GET', url: INFO })).toMatchObject({ accountId: expect.any(String) });
    expect((await list(token))[0]?.lastUsedTime).toEqual(new Date(Date.now()).toISOString());

    const expired = {
      status: 401,
      code: ApiCode.failure,
      msg: 'The passkey request expired or was already used: try again',
    };
    const refused = { status: 401, code: ApiCode.failure, msg: 'The passkey could not be verified: try again' };
    // The challenge is spent: the same answer again is a replay.
    expect(
      refusal(
        await anonymous(`${API}/user/login/passkey`, {
          flow: options.flow,
          response: authenticator.signIn(options.options, credential),
        }),
      ),
    ).toMatchObject(expired);
    expect(
      refusal(
        await anonymous(`${API}/user/login/passkey`, {
          flow: 'unknown',
          response: authenticator.signIn(options.options, credential),
        }),
      ),
    ).toMatchObject(expired);
    const late = await signInOptions();
    wait(PASSKEY.challengeSeconds + 1);
    expect(
      refusal(
        await anonymous(`${API}/user/login/passkey`, {
          flow: late.flow,
          response: authenticator.signIn(late.options, credential),
        }),
      ),
    ).toMatchObject(expired);

    expect(refusal(await signIn(credential, { origin: 'https://evil.example' }))).toMatchObject(refused);
    expect(refusal(await signIn(credential, { rpId: 'evil.example' }))).toMatchObject(refused);
    expect(refusal(await signIn(credential, { unverified: true }))).toMatchObject(refused);
    // A credential of one account that names another as its user.
    expect(refusal(await signIn(credential, { userHandle: othersCredential.userHandle }))).toMatchObject(refused);
    // A counter that goes back betrays a cloned authenticator.
    expect((await signIn(credential, { counter: 10 })).statusCode).toBe(200);
    expect(refusal(await signIn(credential, { counter: 9 }))).toMatchObject(refused);
    expect(refusal(await signIn(credential, { counter: 10 }))).toMatchObject(refused);
    expect((await signIn(credential, { counter: 11 })).statusCode).toBe(200);

    // An authenticator app does not add a second step to a passkey's sign-in.
    await ctx.testDb.database.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(users.id, owner.id));
    expect((await signIn(credential)).statusCode).toBe(200);

    // A removed passkey is unknown; a disabled account is told so once the passkey is verified.
    const { passkey: spare, credential: spareCredential } = await register(owner.token, 'Spare');
    await call(owner.token, from({ method: 'DELETE', url: `${PASSKEYS}/${spare.id}` }));
    expect(refusal(await signIn(spareCredential))).toMatchObject({
      status: 401,
      msg: 'This passkey is not registered with this console',
    });
    await ctx.testDb.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, other.id));
    expect(refusal(await signIn(othersCredential))).toMatchObject({
      status: 403,
      code: ApiCode.forbidden,
      msg: 'This account is disabled. Ask an administrator to enable it',
    });
  });

  it("leaves another account's passkeys alone, and keeps an account to its limit", async () => {
    const owner = await account();
    const other = await account();
    const { passkey } = await register(owner.token);
    const url = `${PASSKEYS}/${passkey.id}`;
    expect(refusal(await call(other.token, from({ method: 'PUT', url, payload: { name: 'Mine' } })))).toMatchObject({
      status: 404,
    });
    expect(refusal(await call(other.token, from({ method: 'DELETE', url })))).toMatchObject({ status: 404 });
    expect((await list(owner.token)).map((p) => p.name)).toEqual(['Laptop']);

    for (let i = 1; i < PASSKEY.perAccount; i++) await register(owner.token, `Key ${i}`);
    expect(refusal(await post(owner.token, `${PASSKEYS}/registration`))).toMatchObject({
      status: 409,
      msg: `An account keeps at most ${PASSKEY.perAccount} passkeys: remove one first`,
    });
  });

  it('is unavailable on an IP address without WEBAUTHN_RP_ID', async () => {
    const site = { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' };
    const unavailable = {
      status: 409,
      msg: 'Passkeys are not available at this address: open the console at its domain name (or at localhost), not at an IP address',
    };
    expect(refusal(await anonymous(`${API}/user/login/passkey/options`, undefined, site))).toMatchObject(unavailable);
    const { token } = await account();
    expect(refusal(await post(token, `${PASSKEYS}/registration`, undefined, site))).toMatchObject(unavailable);
  });

  it('satisfies a role that requires a second factor: the account is no longer held, signs in with its passkey, keeps its last one until an administrator’s reset', async () => {
    await ok<RoleRecord>(ctx.admin, {
      method: 'POST',
      url: `${API}/admin/roles`,
      payload: {
        name: 'keyed',
        labels: { 'zh-CN': '密钥', 'en-US': 'Keyed' },
        permissions: ['policy.read'],
        requireSecondFactor: true,
      },
    });
    const { username, id } = await account();
    await ctx.testDb.database.db
      .update(users)
      .set({ roles: ['keyed'] })
      .where(eq(users.id, id));
    const held = await login(ctx.app, username, PASSWORD);
    expect((await ok<UserInfo>(held, { method: 'GET', url: INFO })).mustEnrolSecondFactor).toBe(true);
    const { passkey, credential } = await register(held);
    expect((await ok<UserInfo>(held, { method: 'GET', url: INFO })).mustEnrolSecondFactor).toBe(false);
    expect(await ok<SecondFactorStatus>(held, { method: 'GET', url: `${API}/user/second-factor` })).toMatchObject({
      required: true,
      hasPasskey: true,
    });

    // The password alone no longer signs in; the passkey does.
    const password = await ctx.app.inject(
      from({ method: 'POST', url: `${API}/user/login`, payload: { username, password: PASSWORD } }),
    );
    expect(refusal(password)).toMatchObject({
      status: 403,
      msg: 'Your role requires two-step verification: sign in with your passkey',
    });
    expect((await signIn(credential)).statusCode).toBe(200);
    expect(refusal(await call(held, from({ method: 'DELETE', url: `${PASSKEYS}/${passkey.id}` })))).toMatchObject({
      status: 409,
      msg: 'Your role requires two-step verification: your last passkey cannot be removed',
    });
    const { passkey: second } = await register(held, 'Second');
    // The accounts list counts them, and its sheet says so in words.
    const listed = await ok<AccountPage>(ctx.admin, {
      method: 'GET',
      url: `${API}/admin/accounts?keyword=${username}`,
    });
    expect(listed.list).toMatchObject([{ id, secondFactor: false, passkeys: 2 }]);
    const sheet = await call(
      ctx.admin,
      from({ method: 'GET', url: `${API}/admin/accounts/export?format=csv&keyword=${username}` }),
    );
    expect(sheet.body).toContain(',Passkeys: 2,');
    expect((await call(held, from({ method: 'DELETE', url: `${PASSKEYS}/${second.id}` }))).statusCode).toBe(200);

    // An administrator's reset of the second factor removes the passkeys too (a lost device), and
    // ends the account's sessions.
    const reset = await post(ctx.admin, `${API}/admin/accounts/${id}/second-factor/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(envelope<Account>(reset).data).toMatchObject({ id, secondFactor: false, passkeys: 0 });
    expect(refusal(await call(held, { method: 'GET', url: INFO }))).toMatchObject({
      status: 401,
      code: ApiCode.otherClientLoggedIn,
    });
    expect(refusal(await signIn(credential))).toMatchObject({
      status: 401,
      msg: 'This passkey is not registered with this console',
    });
    expect(await auditActions(id)).toEqual([
      `${username}: addPasskey`,
      `${username}: addPasskey`,
      `${username}: removePasskey`,
      'admin: resetSecondFactor',
    ]);
    const { list: resets } = await ok<AuditLogPage>(ctx.admin, {
      method: 'GET',
      url: `${API}/audit-logs?entityType=account&entityId=${id}&action=resetSecondFactor`,
    });
    expect(resets).toMatchObject([
      { before: { secondFactor: false, passkeys: 1 }, after: { secondFactor: false, passkeys: 0 } },
    ]);
  });
});
