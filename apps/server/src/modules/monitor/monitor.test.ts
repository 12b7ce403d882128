import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS, type MessageItem } from '@console/shared';
import type { ChatItem, Program, Studio } from '@console/shared/monitor/schemas';
import { DRIVERS, as, envelope, useTestApp, withPermission } from '../../../test/helper';
import { openStream } from '../../../test/live-client';
import { studios } from '../../db/schema/monitor';
import { SIMULATOR_PERIOD_MS } from './monitor.routes';

describe.each(DRIVERS)('the real-time monitor on %s', (driver) => {
  const ctx = useTestApp(driver);
  let base = '';
  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const get = <T>(url: string, locale = 'zh-CN') =>
    as(ctx.app, ctx.admin, { method: 'GET', url: `/member-api${url}`, headers: { 'accept-language': locale } }).then(
      (r) => envelope<T>(r).data,
    );

  it('lists the chat (seeded history, oldest first) with its search and category filter', async () => {
    const all = await get<ChatItem[]>('/api/chat/list');
    expect(all.length).toBeGreaterThan(10);
    expect(all.map((item) => item.id)).toEqual([...all.map((item) => item.id)].sort((a, b) => a - b));
    const gifts = await get<ChatItem[]>('/api/chat/list?category=gift');
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.every((item) => item.category === 'gift')).toBe(true);
    const posted = envelope<ChatItem>(
      await as(ctx.app, ctx.admin, {
        method: 'POST',
        url: '/member-api/api/chat/messages',
        payload: { content: '  100%_sure  ' },
      }),
    ).data;
    expect(posted).toMatchObject({ content: '100%_sure', username: '林知远', category: 'comment', isCollect: false });
    expect(
      (await get<ChatItem[]>(`/api/chat/list?keyword=${encodeURIComponent('%_s')}`)).map((item) => item.id),
    ).toEqual([posted.id]);
    expect((await get<ChatItem[]>('/api/chat/list?keyword=%25%25')).length).toBe(0);
  });

  it('refuses empty and over-long chat messages, and collects one for good', async () => {
    const send = (content: string) =>
      as(ctx.app, ctx.admin, { method: 'POST', url: '/member-api/api/chat/messages', payload: { content } });
    expect((await send('   ')).statusCode).toBe(400);
    expect((await send('x'.repeat(201))).statusCode).toBe(400);
    const [first] = await get<ChatItem[]>('/api/chat/list');
    const collect = (id: number, isCollect: boolean) =>
      as(ctx.app, ctx.admin, {
        method: 'POST',
        url: `/member-api/api/chat/messages/${id}/collect`,
        payload: { isCollect },
      });
    expect(envelope<ChatItem>(await collect(first?.id ?? 0, true)).data.isCollect).toBe(true);
    expect((await get<ChatItem[]>('/api/chat/list')).find((item) => item.id === first?.id)?.isCollect).toBe(true);
    expect((await collect(2147483647, true)).statusCode).toBe(404);
  });

  it('saves the studio information with the shared rules and tells the other viewers', async () => {
    const viewer = await openStream(base, ctx.admin, { watch: 'monitor' });
    const save = (payload: object) =>
      as(ctx.app, ctx.admin, { method: 'PUT', url: '/member-api/api/monitor/studio', payload });
    const invalid = await save({ title: '', notification: 'x', category: 'y' });
    expect(invalid.statusCode).toBe(400);
    expect(envelope<{ issues: { path: string }[] }>(invalid).data.issues.map((issue) => issue.path)).toEqual(['title']);
    expect((await save({ title: 't'.repeat(41), notification: 'x', category: 'y' })).statusCode).toBe(400);
    const saved = envelope<Studio>(
      await save({ title: 'Evening show', notification: 'Starts at 8', category: 'Tech', tag: 'launch' }),
    ).data;
    expect(saved).toMatchObject({
      title: 'Evening show',
      notification: 'Starts at 8',
      category: 'Tech',
      tag: 'launch',
      ownerName: '林知远',
    });
    const heard = JSON.parse((await viewer.next((event) => event.event === LIVE_EVENTS.studio)).data) as Studio;
    expect(heard.title).toBe('Evening show');
    viewer.close();
  });

  it('runs the quick operations on the stream state, broadcasts them and puts a notice in the operators’ boxes', async () => {
    const operate = (operation: string) =>
      as(ctx.app, ctx.admin, {
        method: 'POST',
        url: '/member-api/api/monitor/studio/operations',
        payload: { operation },
      }).then((r) => envelope<Studio>(r).data);
    const before = await get<Studio>('/api/monitor/studio');
    expect(before).toMatchObject({ line: 'main', quality: 'original', gasket: false, cdn: 'KS', playFormat: 'flv' });
    expect(before.streams.map((stream) => stream.line)).toEqual(['main', 'hotStandby', 'coldStandby']);
    expect((await operate('switchStream')).line).toBe('hotStandby');
    expect((await operate('changeClarity')).quality).toBe('hd');
    expect((await operate('removeClarity')).quality).toBe('original');
    expect((await operate('pushGasket')).gasket).toBe(true);
    const notices = (
      await as(ctx.app, ctx.admin, {
        method: 'GET',
        url: '/member-api/api/message/list',
        headers: { 'accept-language': 'en-US' },
      }).then((r) => envelope<MessageItem[]>(r).data)
    ).filter((item) => item.title === 'Studio operation');
    expect(notices.map((item) => item.content)).toContain('林知远 switched the studio to the hot standby stream.');
    expect(notices).toHaveLength(4);
    // The user has no admin role: no notice.
    const userBox = await as(ctx.app, ctx.user, { method: 'GET', url: '/member-api/api/message/list' }).then(
      (r) => envelope<MessageItem[]>(r).data,
    );
    expect(userBox.some((item) => item.content.includes('林知远'))).toBe(false);
  });

  it('tells whoever the permission table lets run the operations, whatever their role is called', async () => {
    const noticesOf = async (token: string) =>
      (
        await as(ctx.app, token, {
          method: 'GET',
          url: '/member-api/api/message/list',
          headers: { 'accept-language': 'en-US' },
        }).then((r) => envelope<MessageItem[]>(r).data)
      ).filter((item) => item.title === 'Studio operation').length;
    const [adminBefore, userBefore] = [await noticesOf(ctx.admin), await noticesOf(ctx.user)];
    await withPermission(ctx.testDb.database, 'monitor.write', ['*'], () =>
      as(ctx.app, ctx.admin, {
        method: 'POST',
        url: '/member-api/api/monitor/studio/operations',
        payload: { operation: 'switchStream' },
      }),
    );
    expect(await noticesOf(ctx.admin)).toBe(adminBefore + 1);
    expect(await noticesOf(ctx.user)).toBe(userBefore + 1);
  });

  it('filters the programs by live method, with the audit-failed one in the video rotation', async () => {
    const all = await get<Program[]>('/api/monitor/programs');
    const video = await get<Program[]>('/api/monitor/programs?liveMethod=video');
    expect(all.length).toBe(8);
    expect(video.every((program) => program.liveMethod === 'video')).toBe(true);
    expect(video[0]).toMatchObject({ status: -1 });
    expect(video[0]?.duration).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it("names the programs in the caller's language", async () => {
    const [chinese, english] = await Promise.all([
      get<Program[]>('/api/monitor/programs'),
      get<Program[]>('/api/monitor/programs', 'en-US'),
    ]);
    expect(chinese[0]?.name).toBe('新品发布会');
    expect(english[0]?.name).toBe('Product launch event');
    expect(english.map((program) => program.id)).toEqual(chinese.map((program) => program.id));
  });
});

describe('the simulated audience (MONITOR_SIMULATOR=1)', () => {
  const ctx = useTestApp('pglite', { env: { MONITOR_SIMULATOR: '1' }, login: ['admin'] });

  it('writes into the chat only while a monitor is open', async () => {
    // The simulator's clock is faked: its steps come when the test says, not every few seconds.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const count = async () =>
        envelope<ChatItem[]>(await as(ctx.app, ctx.admin, { method: 'GET', url: '/member-api/api/chat/list' })).data
          .length;
      const before = await count();
      await vi.advanceTimersByTimeAsync(10 * SIMULATOR_PERIOD_MS);
      expect(await count()).toBe(before);

      const monitor = await openStream(base, ctx.admin, { watch: 'monitor' });
      const chat = monitor.next((event) => event.event === LIVE_EVENTS.chat, 10_000);
      let written = false;
      void chat.then(
        () => (written = true),
        () => undefined,
      );
      // A step writes seven times out of ten, and runs only when the last one (by the database's
      // clock) is a period old: each tick finds the last step an hour back.
      for (let step = 0; step < 40 && !written; step++) {
        await ctx.testDb.database.db.update(studios).set({ simulatedAt: sql`now() - interval '1 hour'` });
        await vi.advanceTimersByTimeAsync(SIMULATOR_PERIOD_MS);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const item = JSON.parse((await chat).data) as ChatItem;
      expect(item.username).not.toBe('林知远');
      await monitor.next((event) => event.event === LIVE_EVENTS.viewers, 5000);
      monitor.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
