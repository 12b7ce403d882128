import { describe, expect, it } from 'vitest';
import type { MessageItem } from '@console/shared';
import type { SecurityEvent } from '@console/shared/security/schemas';
import { addAccount, callerOf, envelope, login, useTestApp } from './helper';

const API = '/member-api/api';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'Secure-Pass1';

describe('security events', () => {
  const ctx = useTestApp('pglite', { login: ['admin', 'user'] });
  const { call, ok } = callerOf(ctx);
  let accounts = 0;

  /** An account of its own, never signed in. */
  const freshAccount = async () => {
    const username = `secure${++accounts}`;
    await addAccount(ctx.testDb.database, { username, password: PASSWORD, role: 'user' });
    return username;
  };
  const signIn = async (username: string, userAgent: string, remoteAddress = '10.1.0.1') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/user/login`,
      headers: { 'user-agent': userAgent },
      remoteAddress,
      payload: { username, password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<{ token: string }>(response).data.token;
  };
  const events = (token: string, query = '') =>
    ok<{ list: SecurityEvent[]; total: number }>(token, { method: 'GET', url: `${API}/user/security-events${query}` });
  const newSignInMessages = async (token: string) =>
    (await ok<MessageItem[]>(token, { method: 'GET', url: `${API}/message/list` })).filter(
      (message) => message.title === 'New sign-in to your account',
    );

  it('records each sign-in with its method, browser, system and address, newest first', async () => {
    const username = await freshAccount();
    await signIn(username, CHROME_MAC, '10.1.0.7');
    const token = await signIn(username, FIREFOX_WINDOWS, '10.1.0.8');
    const { list, total } = await events(token);
    expect(total).toBe(2);
    expect(list.map(({ action, method, browser, os, address }) => ({ action, method, browser, os, address }))).toEqual([
      { action: 'signIn', method: 'password', browser: 'Firefox 133', os: 'Windows', address: '10.1.0.8' },
      { action: 'signIn', method: 'password', browser: 'Chrome 130', os: 'macOS', address: '10.1.0.7' },
    ]);
    expect(list[0]?.by).toBeUndefined();
  });

  it('tells the account of a sign-in from a browser it never signed in from, not of its first or a known one', async () => {
    const username = await freshAccount();
    const first = await signIn(username, CHROME_MAC);
    expect(await newSignInMessages(first)).toEqual([]);
    await signIn(username, CHROME_MAC);
    expect(await newSignInMessages(first)).toEqual([]);
    await signIn(username, FIREFOX_WINDOWS, '10.1.0.9');
    const [told, ...more] = await newSignInMessages(first);
    expect(more).toEqual([]);
    expect(told).toMatchObject({ type: 'message', status: 0 });
    expect(told?.content).toContain('Firefox 133 · Windows signed in to your account from 10.1.0.9');
    // In the other language too.
    const zh = await call(first, {
      method: 'GET',
      url: `${API}/message/list`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(envelope<MessageItem[]>(zh).data.map((message) => message.title)).toContain('您的账号在新设备上登录');
  });

  it('lists the password change and the sessions ended by the account, and what an administrator did to it', async () => {
    const username = await freshAccount();
    const token = await signIn(username, CHROME_MAC);
    await signIn(username, FIREFOX_WINDOWS);
    await ok(token, { method: 'DELETE', url: `${API}/user/sessions` });
    await ok(token, {
      method: 'POST',
      url: `${API}/user/password`,
      payload: { oldPassword: PASSWORD, newPassword: 'Other-Pass2' },
    });
    const { list } = await events(token);
    expect(list.slice(0, 2).map(({ action, by }) => ({ action, by }))).toEqual([
      { action: 'changePassword', by: undefined },
      { action: 'endSessions', by: undefined },
    ]);

    const { list: accountsList } = await ok<{ list: { id: number; username: string; version: number }[] }>(ctx.admin, {
      method: 'GET',
      url: `${API}/admin/accounts?pageSize=100`,
    });
    const { id, version } = accountsList.find((account) => account.username === username)!;
    await ok(ctx.admin, {
      method: 'POST',
      url: `${API}/admin/accounts/${id}/password`,
      payload: { password: 'Temp-Pass3', version },
    });
    // The temporary password is replaced first: until then the session may do nothing else.
    const refreshed = await login(ctx.app, username, 'Temp-Pass3');
    await ok(refreshed, {
      method: 'POST',
      url: `${API}/user/password`,
      payload: { oldPassword: 'Temp-Pass3', newPassword: 'Final-Pass4' },
    });
    const latest = (await events(refreshed)).list.slice(0, 3);
    expect(latest.map(({ action, by }) => ({ action, by }))).toEqual([
      { action: 'changePassword', by: undefined },
      { action: 'signIn', by: undefined },
      { action: 'resetPassword', by: 'admin' },
    ]);
  });

  it('pages the events, shows only the caller’s, and refuses a bad page', async () => {
    const username = await freshAccount();
    const token = await signIn(username, CHROME_MAC);
    await signIn(username, CHROME_MAC);
    await signIn(username, CHROME_MAC);
    const page = await events(token, '?current=2&pageSize=2');
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(1);
    // The demo user's own sign-ins only.
    const theirs = await events(ctx.user, '?pageSize=100');
    expect(theirs.list.every((event) => event.action === 'signIn' && event.by === undefined)).toBe(true);
    expect(theirs.list.map((event) => event.id)).not.toContain(page.list[0]?.id);
    const bad = await call(token, { method: 'GET', url: `${API}/user/security-events?pageSize=0` });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/user/security-events` })).statusCode).toBe(401);
  });
});
