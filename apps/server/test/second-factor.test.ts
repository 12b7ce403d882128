import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ApiCode, type UserInfo } from '@console/shared';
import type { Account, AccountPage } from '@console/shared/accounts/schemas';
import { RECOVERY_CODE_ALPHABET, SECOND_STEP, TOTP } from '@console/shared/identity/constants';
import type { RecoveryCodes, SecondFactorStatus, SecondStep, TotpSetup } from '@console/shared/identity/schemas';
import type { RoleRecord } from '@console/shared/roles/schemas';
import type { SecurityEvent } from '@console/shared/security/schemas';
import type { UserSession } from '@console/shared/user-centre/schemas';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { hashToken } from '../src/lib/session-token';
import { totpCode } from '../src/lib/totp';
import { DRIVERS, callerOf, envelope, login, ownAccounts, useTestApp } from './helper';

const API = '/member-api/api';
const STATUS = `${API}/user/second-factor`;
const INFO = '/member-api/member/info';
const POLICIES = `${API}/list/policy`;
const PASSWORD = 'Secret-Pass1';
const RECOVERY_CODE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{5}-[${RECOVERY_CODE_ALPHABET}]{5}$`);

describe.each(DRIVERS)('the second factor on %s', (driver) => {
  const ctx = useTestApp(driver);
  const { call, ok } = callerOf(ctx);

  // The clock is the test's: a code's time step is used once, so each fresh code moves it a step on,
  // and a ticket expires without waiting. It only moves forward over the file.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterAll(() => vi.useRealTimers());
  const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  /** The app's code of the next time step. */
  const freshCode = (secret: string) => {
    wait(TOTP.periodSeconds);
    return totpCode(secret);
  };

  const { account, auditActions } = ownAccounts(ctx, 'factor', PASSWORD);
  const post = (token: string, path: string, payload?: object, options: InjectOptions = {}) =>
    call(token, { method: 'POST', url: `${API}${path}`, payload, ...options });
  const status = (token: string) => ok<SecondFactorStatus>(token, { method: 'GET', url: STATUS });
  /** Sets up and puts in force an authenticator app: its secret and the recovery codes. */
  const enrol = async (token: string) => {
    const { secret } = envelope<TotpSetup>(await post(token, '/user/second-factor/totp/setup')).data;
    const enabled = await post(token, '/user/second-factor/totp/enable', { code: totpCode(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { secret, ...envelope<RecoveryCodes>(enabled).data };
  };
  /** The password step of the console's sign-in, from `address`. */
  const signIn = (username: string, address = '127.0.0.1', password = PASSWORD) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/user/login`,
      remoteAddress: address,
      headers: { 'accept-language': 'en-US' },
      payload: { username, password },
    });
  const ticketOf = async (username: string, address?: string) => {
    const response = await signIn(username, address);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<{ secondStep: SecondStep }>(response).data.secondStep.ticket;
  };
  const secondStep = (ticket: string, code: string, options: Omit<InjectOptions, 'payload'> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/user/login/second-step`,
      ...options,
      headers: { 'accept-language': 'en-US', ...options.headers },
      payload: { ticket, code },
    });
  /** How the session of a sign-in's answer was signed in, as the sessions table keeps it. */
  const methodOf = async (response: LightMyRequestResponse) => {
    const { token } = envelope<{ token: string }>(response).data;
    const [row] = await ctx.testDb.database.db
      .select({ method: sessions.signInMethod })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row?.method;
  };
  const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...envelope(response) });
  const wrongCode = {
    status: 401,
    code: ApiCode.validation,
    msg: 'The code is wrong or has been used',
    data: { issues: [{ path: 'code', message: 'The code is wrong or has been used' }] },
  };
  const expired = { status: 401, code: ApiCode.failure, msg: 'The sign-in expired: enter your password again' };

  it('enrols an app: a set-up, a wrong code refused, the right one puts it in force with ten recovery codes', async () => {
    const { username, id, token } = await account();
    expect(await status(token)).toEqual({
      totp: { enabled: false, enabledTime: null, recoveryCodesLeft: 0 },
      required: false,
      hasPasskey: false,
    });

    const first = envelope<TotpSetup>(await post(token, '/user/second-factor/totp/setup')).data;
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.uri).toBe(
      `otpauth://totp/Arco%20Console:${username}?secret=${first.secret}&issuer=Arco%20Console&digits=6&period=30`,
    );
    expect(first.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>\s*$/);
    // Each set-up replaces the secret waiting for its code.
    const { secret } = envelope<TotpSetup>(await post(token, '/user/second-factor/totp/setup')).data;
    expect(secret).not.toBe(first.secret);

    const enable = (code: string) => post(token, '/user/second-factor/totp/enable', { code });
    expect(envelope(await enable(totpCode(first.secret))).data).toEqual({
      issues: [{ path: 'code', message: 'The code is wrong: enter the one the app shows now' }],
    });
    const malformed = await enable('12a456');
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).data).toEqual({
      issues: [{ path: 'code', message: 'Enter the 6 digits of the code from your authenticator app' }],
    });
    const enabled = await enable(totpCode(secret).replace(/^(\d{3})/, '$1 '));
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = envelope<RecoveryCodes>(enabled).data;
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(recoveryCodes).size).toBe(10);

    expect(await status(token)).toEqual({
      totp: { enabled: true, enabledTime: new Date().toISOString(), recoveryCodesLeft: 10 },
      required: false,
      hasPasskey: false,
    });
    const again = await post(token, '/user/second-factor/totp/setup');
    expect(refusal(again)).toMatchObject({ status: 409, msg: 'Two-step verification is already on' });
    const { list } = await ok<AccountPage>(ctx.admin, {
      method: 'GET',
      url: `${API}/admin/accounts?keyword=${username}`,
    });
    expect(list[0]).toMatchObject({ secondFactor: true });
    expect(await auditActions(id)).toEqual([`${username}: enableSecondFactor`]);
  });

  it('signs in in two steps: the password answers a ticket, not a session; a code from the app opens it', async () => {
    const { username, token } = await account();
    // Before the app, the password alone opens the session.
    expect(await methodOf(await signIn(username))).toBe('password');
    const { secret } = await enrol(token);
    const response = await signIn(username);
    expect(envelope(response).data).toEqual({
      secondStep: { ticket: expect.stringMatching(/^[\w-]{43}$/), methods: ['totp', 'recovery'], expiresIn: 300 },
    });
    const { ticket } = envelope<{ secondStep: SecondStep }>(response).data.secondStep;

    // Arco Design Pro's sign-in answers the token itself: it has no second step.
    const cache = await ctx.app.inject({
      method: 'POST',
      url: '/member-api/member/web/cacheLogin',
      headers: { 'accept-language': 'en-US' },
      payload: { username, password: PASSWORD },
    });
    expect(refusal(cache)).toEqual({
      status: 403,
      code: ApiCode.forbidden,
      msg: "This account signs in with two-step verification: sign in on the console's sign-in page",
      data: null,
    });
    // …and a wrong password is still only a wrong password.
    expect((await signIn(username, '127.0.0.1', 'Wrong-Pass1')).statusCode).toBe(401);

    const completed = await secondStep(ticket, freshCode(secret), {
      remoteAddress: '10.6.0.1',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await methodOf(completed)).toBe('totp');
    const { token: second } = envelope<{ token: string }>(completed).data;
    const open = await ok<UserSession[]>(second, { method: 'GET', url: `${API}/user/sessions` });
    expect(open.find((session) => session.current)).toMatchObject({
      address: '10.6.0.1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      browser: 'Firefox 140',
    });
    // A security event of the account, signed in with its code.
    const [signedIn] = (
      await ok<{ list: SecurityEvent[] }>(second, { method: 'GET', url: `${API}/user/security-events` })
    ).list;
    expect(signedIn).toMatchObject({ action: 'signIn', method: 'totp', browser: 'Firefox 140', address: '10.6.0.1' });
    // The ticket is spent.
    expect(refusal(await secondStep(ticket, freshCode(secret)))).toMatchObject(expired);
  });

  it('never accepts a code twice: a replay is refused, on a new ticket too', async () => {
    const { username, token } = await account();
    const { secret } = await enrol(token);
    // The code that put the app in force.
    expect(refusal(await secondStep(await ticketOf(username), totpCode(secret)))).toEqual(wrongCode);
    const code = freshCode(secret);
    expect((await secondStep(await ticketOf(username), code)).statusCode).toBe(200);
    expect(refusal(await secondStep(await ticketOf(username), code))).toEqual(wrongCode);
    // A code of a step before the last used is refused as well, though still in the window.
    const earlier = totpCode(secret, Date.now() - TOTP.periodSeconds * 1000);
    expect(refusal(await secondStep(await ticketOf(username), earlier))).toEqual(wrongCode);
  });

  it('signs in with a recovery code once, in any case and without its dash, and audits it', async () => {
    const { username, id, token } = await account();
    const { recoveryCodes } = await enrol(token);
    const [first = '', second = ''] = recoveryCodes;
    const byRecovery = await secondStep(await ticketOf(username), ` ${first.toUpperCase()} `);
    expect(byRecovery.statusCode).toBe(200);
    expect(await methodOf(byRecovery)).toBe('recovery');
    expect(refusal(await secondStep(await ticketOf(username), first))).toEqual(wrongCode);
    expect((await secondStep(await ticketOf(username), second.replace('-', ''))).statusCode).toBe(200);
    expect((await status(token)).totp.recoveryCodesLeft).toBe(8);
    expect(await auditActions(id)).toEqual([
      `${username}: enableSecondFactor`,
      `${username}: useRecoveryCode`,
      `${username}: useRecoveryCode`,
    ]);
  });

  it('spends a ticket on its fifth wrong code, throttles the guesses by account and address, and lets a ticket expire', async () => {
    const { username, token } = await account();
    const { secret } = await enrol(token);
    const address = '10.6.0.2';
    const guess = (ticket: string) => secondStep(ticket, '000000', { remoteAddress: address });
    const ticket = await ticketOf(username, address);
    for (let attempt = 1; attempt < SECOND_STEP.attempts; attempt++)
      expect(refusal(await guess(ticket))).toEqual(wrongCode);
    expect(refusal(await guess(ticket))).toMatchObject({
      status: 401,
      code: ApiCode.failure,
      msg: 'Too many wrong codes: enter your password again',
    });
    expect(refusal(await secondStep(ticket, freshCode(secret), { remoteAddress: address }))).toMatchObject(expired);

    // Ten wrong codes from one address, over two tickets: the account is held there, not elsewhere.
    const next = await ticketOf(username, address);
    for (let attempt = 0; attempt < SECOND_STEP.attempts; attempt++) await guess(next);
    // The right code, of a step not used yet (the clock stands still: the block lasts).
    const code = totpCode(secret);
    const blocked = await secondStep(await ticketOf(username, address), code, { remoteAddress: address });
    expect(refusal(blocked)).toMatchObject({ status: 429, code: ApiCode.rateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await secondStep(await ticketOf(username), code)).statusCode).toBe(200);

    const late = await ticketOf(username);
    wait(SECOND_STEP.ticketSeconds + 1);
    expect(refusal(await secondStep(late, freshCode(secret)))).toMatchObject(expired);
    expect(refusal(await secondStep('not-a-ticket', freshCode(secret)))).toMatchObject(expired);
  });

  it('refuses the second step of an account disabled since its password', async () => {
    const { username, id, token } = await account();
    const { secret } = await enrol(token);
    const ticket = await ticketOf(username);
    const { list } = await ok<AccountPage>(ctx.admin, {
      method: 'GET',
      url: `${API}/admin/accounts?keyword=${username}`,
    });
    await ok(ctx.admin, {
      method: 'PATCH',
      url: `${API}/admin/accounts/${id}/status`,
      payload: { status: 'disabled', version: list[0]!.version },
    });
    expect(refusal(await secondStep(ticket, freshCode(secret)))).toMatchObject({
      status: 403,
      msg: 'This account is disabled. Ask an administrator to enable it',
    });
  });

  it('takes a fresh code to replace the recovery codes and to turn the app off', async () => {
    const { username, id, token } = await account();
    const { secret, recoveryCodes: old } = await enrol(token);
    const regenerate = (code: string) => post(token, '/user/second-factor/recovery-codes', { code });
    const disable = (code: string) => post(token, '/user/second-factor/totp/disable', { code });
    const wrongField = { issues: [{ path: 'code', message: 'The code is wrong or has been used' }] };

    // The code that put the app in force is used already.
    const replayed = await regenerate(totpCode(secret));
    expect(replayed.statusCode).toBe(400);
    expect(envelope(replayed).data).toEqual(wrongField);
    const replaced = await regenerate(freshCode(secret));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { recoveryCodes } = envelope<RecoveryCodes>(replaced).data;
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(old[0]);
    expect(refusal(await secondStep(await ticketOf(username), old[0]!))).toEqual(wrongCode);

    expect(envelope(await disable(old[1]!)).data).toEqual(wrongField);
    expect((await disable(recoveryCodes[0]!)).statusCode).toBe(200);
    expect(await status(token)).toEqual({
      totp: { enabled: false, enabledTime: null, recoveryCodesLeft: 0 },
      required: false,
      hasPasskey: false,
    });
    expect(envelope(await signIn(username)).data).toEqual({ token: expect.any(String) });
    await expect(login(ctx.app, username, PASSWORD)).resolves.toBeTruthy();
    expect(refusal(await disable(freshCode(secret)))).toMatchObject({
      status: 409,
      msg: 'Two-step verification is off',
    });
    expect(refusal(await regenerate(freshCode(secret)))).toMatchObject({ status: 409 });
    expect(await auditActions(id)).toEqual([
      `${username}: enableSecondFactor`,
      `${username}: replaceRecoveryCodes`,
      `${username}: disableSecondFactor`,
    ]);
  });

  it('holds a member of a role that requires a second factor to its set-up, and keeps it from turning it off', async () => {
    const created = await ok<RoleRecord>(ctx.admin, {
      method: 'POST',
      url: `${API}/admin/roles`,
      payload: {
        name: 'guarded',
        labels: { 'zh-CN': '受保护', 'en-US': 'Guarded' },
        permissions: ['policy.read'],
        requireSecondFactor: true,
      },
    });
    expect(created).toMatchObject({ name: 'guarded', requireSecondFactor: true });
    const { username, id, token } = await account();
    const { list } = await ok<AccountPage>(ctx.admin, {
      method: 'GET',
      url: `${API}/admin/accounts?keyword=${username}`,
    });
    await ok<Account>(ctx.admin, {
      method: 'PUT',
      url: `${API}/admin/accounts/${id}`,
      payload: { name: username, email: '', roles: ['guarded'], version: list[0]!.version },
    });

    // The password alone still signs in, to a session held to the set-up.
    const held = envelope<{ token: string }>(await signIn(username)).data.token;
    expect(await ok<UserInfo>(held, { method: 'GET', url: INFO })).toMatchObject({
      role: 'guarded',
      mustEnrolSecondFactor: true,
    });
    const refused = await call(held, { method: 'GET', url: POLICIES });
    expect(refusal(refused)).toMatchObject({
      status: 403,
      code: ApiCode.forbidden,
      msg: 'Set up two-step verification before you continue',
    });
    expect(await status(held)).toMatchObject({ totp: { enabled: false }, required: true });
    const { secret } = await enrol(held);
    expect((await ok<UserInfo>(held, { method: 'GET', url: INFO })).mustEnrolSecondFactor).toBe(false);
    expect((await call(held, { method: 'GET', url: POLICIES })).statusCode).toBe(200);
    expect(await status(token)).toMatchObject({ totp: { enabled: true }, required: true });
    const kept = await post(held, '/user/second-factor/totp/disable', { code: freshCode(secret) });
    expect(refusal(kept)).toMatchObject({
      status: 409,
      code: ApiCode.conflict,
      msg: 'Your role requires two-step verification: it cannot be turned off',
    });

    // An administrator's reset leads it to set one up again at its next sign-in.
    await ok(ctx.admin, { method: 'POST', url: `${API}/admin/accounts/${id}/second-factor/reset` });
    const again = envelope<{ token: string }>(await signIn(username)).data.token;
    expect((await ok<UserInfo>(again, { method: 'GET', url: INFO })).mustEnrolSecondFactor).toBe(true);
  });

  it('lets an administrator, not a user, switch another account’s second factor off, ending its sessions', async () => {
    const { username, id, token } = await account();
    await enrol(token);
    const reset = (caller: string, accountId: number) =>
      post(caller, `/admin/accounts/${accountId}/second-factor/reset`);
    expect(refusal(await reset(ctx.user, id))).toMatchObject({ status: 403, code: ApiCode.forbidden });
    expect(refusal(await reset(ctx.admin, 2147483647))).toMatchObject({ status: 404 });
    const { id: adminId } = (
      await ok<AccountPage>(ctx.admin, { method: 'GET', url: `${API}/admin/accounts?keyword=admin` })
    ).list.find((found) => found.username === 'admin')!;
    expect(refusal(await reset(ctx.admin, adminId))).toMatchObject({
      status: 409,
      msg: 'Turn off your own two-step verification in your user settings, with a code from your app',
    });

    const done = await reset(ctx.admin, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(envelope<Account>(done).data).toMatchObject({ id, username, secondFactor: false });
    expect(refusal(await call(token, { method: 'GET', url: INFO }))).toMatchObject({
      status: 401,
      code: ApiCode.otherClientLoggedIn,
    });
    const signedIn = envelope<{ token: string }>(await signIn(username)).data.token;
    expect(await status(signedIn)).toEqual({
      totp: { enabled: false, enabledTime: null, recoveryCodesLeft: 0 },
      required: false,
      hasPasskey: false,
    });
    // Nothing to reset: nothing changes, and nothing more is audited.
    expect((await reset(ctx.admin, id)).statusCode).toBe(200);
    expect((await call(signedIn, { method: 'GET', url: INFO })).statusCode).toBe(200);
    expect(await auditActions(id)).toEqual([`${username}: enableSecondFactor`, 'admin: resetSecondFactor']);
  });
});
