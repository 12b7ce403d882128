import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, LIVE_EVENTS, type Envelope, type MessageItem, type MessagesChanged } from '@console/shared';
import type { ChatItem, Studio } from '@console/shared/monitor/schemas';
import { DRIVERS, as, envelope, login, useTestApp } from './helper';
import { openStream } from './live-client';

const json = <T>(data: string) => JSON.parse(data) as T;

describe.each(DRIVERS)('the live channel on %s', (driver) => {
  const ctx = useTestApp(driver);
  let base = '';
  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const post = (token: string, content: string) =>
    as(ctx.app, token, { method: 'POST', url: '/member-api/api/chat/messages', payload: { content } }).then(
      (r) => envelope<ChatItem>(r).data,
    );

  it('refuses a stream without a session, with an ended one, and the monitor to a user', async () => {
    const anonymous = await openStream(base, null);
    expect(anonymous.status).toBe(401);
    const token = await login(ctx.app, 'admin');
    await as(ctx.app, token, { method: 'POST', url: '/member-api/api/user/logout' });
    const ended = await fetch(`${base}/member-api/api/live/stream`, { headers: { authorization: `Bearer ${token}` } });
    expect([ended.status, ((await ended.json()) as Envelope<null>).code]).toEqual([401, ApiCode.illegalToken]);
    expect((await openStream(base, ctx.user, { watch: 'monitor' })).status).toBe(403);
    expect((await openStream(base, ctx.admin, { watch: 'nothing' })).status).toBe(400);
  });

  it('sends chat messages to monitors only, and resumes from Last-Event-ID without loss', async () => {
    const monitor = await openStream(base, ctx.admin, { watch: 'monitor' });
    const plain = await openStream(base, ctx.admin);
    const first = await post(ctx.admin, 'first');
    const event = await monitor.next((e) => e.event === LIVE_EVENTS.chat);
    expect(json<ChatItem>(event.data)).toMatchObject({ id: first.id, content: 'first', isCollect: false });
    expect(event.id).toMatch(/^\d+$/);
    monitor.close();

    const missed = [await post(ctx.admin, 'second'), await post(ctx.admin, 'third')];
    const resumed = await openStream(base, ctx.admin, { watch: 'monitor', lastEventId: event.id ?? '' });
    for (const item of missed)
      expect(json<ChatItem>((await resumed.next((e) => e.event === LIVE_EVENTS.chat)).data).id).toBe(item.id);
    // The stream without the topic heard none of it.
    await expect(plain.next((e) => e.event === LIVE_EVENTS.chat, 300)).rejects.toThrow(/no matching event/);
    resumed.close();
    plain.close();
  });

  it('starts afresh (reset) from a resume point the log does not hold', async () => {
    const stream = await openStream(base, ctx.admin, { lastEventId: String(Number.MAX_SAFE_INTEGER) });
    expect((await stream.next()).event).toBe(LIVE_EVENTS.reset);
    stream.close();
  });

  it("tells the owner's other streams when messages are read, and viewers when a monitor opens", async () => {
    const otherTab = await openStream(base, ctx.admin);
    const list = envelope<MessageItem[]>(
      await as(ctx.app, ctx.admin, { method: 'GET', url: '/member-api/api/message/list' }),
    ).data;
    const unread = list.filter((item) => item.status === 0);
    await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: '/member-api/api/message/read',
      payload: { ids: [unread[0]?.id] },
    });
    const changed = json<MessagesChanged>((await otherTab.next((e) => e.event === LIVE_EVENTS.messages)).data);
    expect(changed).toEqual({ unread: unread.length - 1, readIds: [unread[0]?.id], newIds: [] });

    const watcher = await openStream(base, ctx.admin, { watch: 'monitor' });
    const viewers = json<{ viewers: number }>(
      (await watcher.next((e) => e.event === LIVE_EVENTS.viewers)).data,
    ).viewers;
    expect(viewers).toBeGreaterThanOrEqual(1);
    const studio = envelope<Studio>(
      await as(ctx.app, ctx.admin, { method: 'GET', url: '/member-api/api/monitor/studio' }),
    ).data;
    expect(studio.viewers).toBe(viewers);
    otherTab.close();
    watcher.close();
  });

  it('closes the stream on a role switch, on logout and when a password change ends the other sessions', async () => {
    const token = await login(ctx.app, 'admin');
    const stream = await openStream(base, token);
    await as(ctx.app, token, { method: 'POST', url: '/member-api/api/user/switch-role', payload: { role: 'user' } });
    await stream.ended;

    const again = await openStream(base, token);
    expect(again.status).toBe(200);
    await as(ctx.app, token, { method: 'POST', url: '/member-api/api/user/logout' });
    await again.ended;

    const elsewhere = await login(ctx.app, 'user');
    const here = await login(ctx.app, 'user');
    const revoked = await openStream(base, elsewhere);
    const kept = await openStream(base, here);
    const change = (oldPassword: string, newPassword: string) =>
      as(ctx.app, here, {
        method: 'POST',
        url: '/member-api/api/user/password',
        payload: { oldPassword, newPassword },
      });
    expect((await change('user', 'Live-Test1')).statusCode).toBe(200);
    await revoked.ended;
    const refused = await fetch(`${base}/member-api/api/live/stream`, {
      headers: { authorization: `Bearer ${elsewhere}` },
    });
    expect([refused.status, ((await refused.json()) as Envelope<null>).code]).toEqual([
      401,
      ApiCode.otherClientLoggedIn,
    ]);
    // The session that changed the password keeps its stream.
    await ctx.app.live.bus.publish({ type: 'test.ping', data: null, transient: true });
    expect((await kept.next((e) => e.event === 'test.ping')).event).toBe('test.ping');
    expect((await change('Live-Test1', 'User-Pass1')).statusCode).toBe(200);
    kept.close();
  });

  it('drops a client that does not read, and stays healthy', async () => {
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `GET /member-api/api/live/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${ctx.admin}\r\n\r\n`,
    );
    socket.pause();
    const healthy = await openStream(base, ctx.admin);
    await expect.poll(() => ctx.app.live.hub.size()).toBe(2);
    // Large events, far more than the slow client's socket and the server's buffer for it hold.
    const payload = 'x'.repeat(7000);
    for (let i = 0; i < 2000 && ctx.app.live.hub.size() === 2; i++) {
      await ctx.app.live.bus.publish({ type: 'test.load', data: { payload, i }, transient: true });
      // The other stream reads everything it gets.
      await healthy.next((e) => e.event === 'test.load');
    }
    expect(ctx.app.live.hub.size()).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/member-api/health' })).statusCode).toBe(200);
    await ctx.app.live.bus.publish({ type: 'test.after', data: null, transient: true });
    expect((await healthy.next((e) => e.event === 'test.after')).event).toBe('test.after');
    healthy.close();
    socket.destroy();
  }, 60_000);
});
