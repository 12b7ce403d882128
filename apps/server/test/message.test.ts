import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES, messageItemSchema, type MessageItem } from '@console/shared';
import { DRIVERS, as, envelope, useTestApp } from './helper';

describe.each(DRIVERS)('messages on %s', (driver) => {
  const ctx = useTestApp(driver);

  const list = async (token: string, locale = 'zh-CN') =>
    envelope<MessageItem[]>(
      await as(ctx.app, token, {
        method: 'GET',
        url: '/member-api/api/message/list',
        headers: { 'accept-language': locale },
      }),
    ).data;
  const read = (token: string, ids: unknown) =>
    as(ctx.app, token, { method: 'POST', url: '/member-api/api/message/read', payload: { ids } });

  it("lists only the caller's messages, of all three types, read and unread, newest first", async () => {
    const [mine, theirs] = await Promise.all([list(ctx.user), list(ctx.admin)]);
    for (const item of [...mine, ...theirs]) messageItemSchema.parse(item);
    expect(new Set(mine.map((m) => m.type))).toEqual(new Set(MESSAGE_TYPES));
    expect(new Set(mine.map((m) => m.status))).toEqual(new Set([0, 1]));
    expect(mine.map((m) => m.id).filter((id) => theirs.some((t) => t.id === id))).toEqual([]);
    expect(mine.map((m) => m.time)).toEqual(
      mine
        .map((m) => m.time)
        .sort()
        .reverse(),
    );
    expect(mine[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const viaPost = envelope(await as(ctx.app, ctx.user, { method: 'POST', url: '/member-api/api/message/list' })).data;
    expect(viaPost).toEqual(mine);
  });

  it("answers the demo texts in the caller's language", async () => {
    const [zh, en] = await Promise.all([list(ctx.admin, 'zh-CN'), list(ctx.admin, 'en-US')]);
    expect(en.map((m) => m.id)).toEqual(zh.map((m) => m.id));
    const han = /\p{Script=Han}/u;
    expect(en.flatMap((m) => [m.title, m.subTitle, m.content]).filter((text) => han.test(text))).toEqual([]);
    expect(zh.every((m) => han.test(m.title) && han.test(m.content))).toBe(true);
  });

  it('marks only own unread messages read and answers how many changed', async () => {
    const mine = await list(ctx.user);
    const theirs = await list(ctx.admin);
    const unread = mine.filter((m) => m.status === 0).map((m) => m.id);
    const othersUnread = theirs.filter((m) => m.status === 0).map((m) => m.id);

    const response = await read(ctx.user, [...unread, ...othersUnread]);
    expect(envelope(response).data).toBe(unread.length);
    expect((await list(ctx.user)).every((m) => m.status === 1)).toBe(true);
    expect((await list(ctx.admin)).filter((m) => m.status === 0).map((m) => m.id)).toEqual(othersUnread);
    expect(envelope(await read(ctx.user, unread)).data).toBe(0);
  });

  it('rejects an empty or malformed id list with 400', async () => {
    expect((await read(ctx.user, [])).statusCode).toBe(400);
    expect((await read(ctx.user, ['x'])).statusCode).toBe(400);
  });
});
