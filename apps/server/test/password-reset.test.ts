import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { ApiCode, type AuditLogPage } from '@console/shared';
import { PASSWORD_RESET } from '@console/shared/password-reset/constants';
import type { OutboxMail } from '@console/shared/mail/schemas';
import { users } from '../src/db/schema';
import { DRIVERS, addAccount, callerOf, envelope, login, useTestApp } from './helper';

const API = '/member-api/api';
const RESET = `${API}/user/password-reset`;
const OUTBOX = `${API}/admin/mail-outbox`;
const PASSWORD = 'Secret-Pass1';
const NEW_PASSWORD = 'Fresh-Pass2';
const LINK = /\/reset-password#([A-Za-z0-9_-]{43})/;

describe.each(DRIVERS)('the password reset by mail on %s (demo mode: the outbox)', (driver) => {
  const ctx = useTestApp(driver);
  const { call, ok } = callerOf(ctx);
  let serial = 0;

  // The clock is the test's, so a link expires without waiting; it only moves forward.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterAll(() => vi.useRealTimers());

  /** A new account with an e-mail address, and its username. */
  const account = async (changes: Partial<typeof users.$inferInsert> = {}) => {
    const username = `reset.${++serial}`;
    await addAccount(ctx.testDb.database, { username, password: PASSWORD, role: 'user' });
    const email = `${username}@example.test`;
    await ctx.testDb.database.db
      .update(users)
      .set({ email, ...changes })
      .where(eq(users.username, username));
    return { username, email };
  };
  /** Each test asks from an address of its own: the per-address limit is tested once. */
  const address = () => `10.0.${serial}.${Math.floor(Math.random() * 250)}`;
  const ask = (login: string, from = address(), locale = 'en-US') =>
    ctx.app.inject({
      method: 'POST',
      url: RESET,
      remoteAddress: from,
      headers: { 'accept-language': locale, host: 'console.test' },
      payload: { login },
    });
  const complete = (token: string, password = NEW_PASSWORD) =>
    ctx.app.inject({
      method: 'POST',
      url: `${RESET}/complete`,
      headers: { 'accept-language': 'en-US' },
      payload: { token, newPassword: password },
    });
  const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...envelope(response) });
  const mailTo = (email: string) =>
    ok<{ list: OutboxMail[] }>(ctx.admin, { method: 'GET', url: `${OUTBOX}?recipient=${email}` }).then((p) => p.list);
  /** The mail leaves after the answer: it is waited for. */
  const mailArrives = async (email: string, count = 1) => {
    await vi.waitFor(async () => expect(await mailTo(email)).toHaveLength(count), { timeout: 5000, interval: 20 });
    return (await mailTo(email))[0]!;
  };
  const tokenOf = (mail: OutboxMail) => LINK.exec(mail.text)![1]!;
  const linkFor = async (login: string, email: string) => {
    expect((await ask(login)).statusCode).toBe(200);
    return tokenOf(await mailArrives(email));
  };

  it('is on in demo mode without an SMTP server', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: RESET });
    expect(envelope(response).data).toEqual({ enabled: true });
  });

  it('mails a link in the language asked in, by username or by address, and answers the same for an unknown account', async () => {
    const { username, email } = await account();
    const known = await ask(username, address(), 'zh-CN');
    const unknown = await ask('nobody-here', address(), 'zh-CN');
    expect(known.statusCode).toBe(200);
    expect(refusal(unknown)).toEqual(refusal(known));
    const mail = await mailArrives(email);
    expect(mail.subject).toBe('重置您的 Arco Console 密码');
    expect(mail.text).toContain(`${username}，您好`);
    expect(mail.text).toMatch(/http:\/\/console\.test\/reset-password#[A-Za-z0-9_-]{43}/);
    // By the address, any case: a second link.
    expect((await ask(email.toUpperCase())).statusCode).toBe(200);
    expect((await mailArrives(email, 2)).subject).toBe('Reset your Arco Console password');
    // Nothing went anywhere for the unknown login.
    expect(await mailTo('nobody-here')).toEqual([]);
  });

  it('sets the password once with the link, clears a forced change, ends every session and audits it', async () => {
    const { username, email } = await account({ mustChangePassword: true });
    const before = [await login(ctx.app, username, PASSWORD), await login(ctx.app, username, PASSWORD)];
    const token = await linkFor(username, email);

    const weak = await complete(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(envelope(weak).code).toBe(ApiCode.validation);
    expect((await complete(token)).statusCode).toBe(200);

    for (const old of before) {
      const info = await call(old, { method: 'GET', url: `${API}/user/info` });
      expect(info.statusCode).toBe(401);
      expect(envelope(info).code).toBe(ApiCode.otherClientLoggedIn);
    }
    const session = await login(ctx.app, username, NEW_PASSWORD);
    expect(
      (await ok<{ mustChangePassword: boolean }>(session, { method: 'GET', url: `${API}/user/info` }))
        .mustChangePassword,
    ).toBe(false);
    expect(refusal(await complete(token, 'Another-Pass3'))).toMatchObject({
      status: 400,
      code: ApiCode.failure,
      msg: 'This link does not work (it was used, or a newer one replaced it): ask for a new one',
    });

    const { list } = await ok<AuditLogPage>(ctx.admin, {
      method: 'GET',
      url: `${API}/audit-logs?action=recoverPassword&actor=${username}`,
    });
    expect(list.map((entry) => [entry.actorName, entry.entityType])).toEqual([[username, 'account']]);
  });

  it('refuses a wrong token and an incomplete one', async () => {
    expect(refusal(await complete('A'.repeat(43)))).toMatchObject({ status: 400, code: ApiCode.failure });
    expect(refusal(await complete('not-a-token'))).toMatchObject({ status: 400, code: ApiCode.validation });
  });

  it(`refuses a link after ${PASSWORD_RESET.linkMinutes} minutes`, async () => {
    const { username, email } = await account();
    const token = await linkFor(username, email);
    vi.setSystemTime(Date.now() + PASSWORD_RESET.linkMinutes * 60_000 + 1000);
    expect(refusal(await complete(token))).toMatchObject({
      status: 400,
      msg: 'This link has expired: ask for a new one',
    });
    await login(ctx.app, username, PASSWORD);
  });

  it('sends a disabled account no link, and a link sent before it was disabled opens nothing', async () => {
    const { username, email } = await account();
    const token = await linkFor(username, email);
    await ctx.testDb.database.db.update(users).set({ status: 'disabled' }).where(eq(users.username, username));
    expect(refusal(await complete(token))).toMatchObject({ status: 400, code: ApiCode.failure });
    expect((await ask(username)).statusCode).toBe(200);
    // A known account's mail is on its way within this time: none left for the disabled one.
    const other = await account();
    await linkFor(other.username, other.email);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('leaves two-step verification in force: the next sign-in asks for the code', async () => {
    const { username, email } = await account({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() });
    expect((await complete(await linkFor(username, email))).statusCode).toBe(200);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: `${API}/user/login`,
      payload: { username, password: NEW_PASSWORD },
    });
    expect(envelope<object>(signIn).data).toHaveProperty('secondStep');
  });

  it('limits the requests per account, wherever they come from, and per address, known account or not', async () => {
    const { username } = await account();
    for (let i = 0; i < PASSWORD_RESET.requestsPerAccount; i++) expect((await ask(username)).statusCode).toBe(200);
    const perAccount = await ask(username);
    expect(refusal(perAccount)).toMatchObject({ status: 429, code: ApiCode.rateLimited });
    expect(perAccount.headers['retry-after']).toBeDefined();

    const from = '10.9.9.9';
    for (let i = 0; i < PASSWORD_RESET.requestsPerAddress; i++)
      expect((await ask(`unknown.${i}`, from)).statusCode).toBe(200);
    expect(refusal(await ask('unknown.last', from))).toMatchObject({ status: 429, code: ApiCode.rateLimited });
  });

  it('keeps the outbox for administrators', async () => {
    expect((await call(ctx.user, { method: 'GET', url: OUTBOX })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: OUTBOX })).statusCode).toBe(401);
  });
});

describe('the password reset outside demo mode, without an SMTP server', () => {
  const ctx = useTestApp('pglite', { env: { SEED_DEMO: '0' }, login: [] });

  it('is off: the login page offers nothing and the endpoints answer 404', async () => {
    expect(envelope(await ctx.app.inject({ method: 'GET', url: RESET })).data).toEqual({ enabled: false });
    for (const [url, payload] of [
      [RESET, { login: 'admin' }],
      [`${RESET}/complete`, { token: 'A'.repeat(43), newPassword: NEW_PASSWORD }],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en-US' } });
      expect({ status: response.statusCode, ...envelope(response) }).toMatchObject({
        status: 404,
        code: ApiCode.notFound,
        msg: 'Password reset by e-mail is not available on this console: ask an administrator',
      });
    }
  });
});
