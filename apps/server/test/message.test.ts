import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGE_TYPES, messageItemSchema, type MessageItem } from '@console/shared';
import { DRIVERS, as, createTestApp, envelope, login, openTestDatabase, type TestDatabase } from './helper';

describe.each(DRIVERS)('messages on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
    app = await createTestApp(testDb.database);
    [admin, user] = await Promise.all([login(app, 'admin'), login(app, 'user')]);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const list = async (token: string) =>
    envelope<MessageItem[]>(await as(app, token, { method: 'GET', url: '/member-api/api/message/list' })).data;
  const read = (token: string, ids: unknown) => as(app, token, { method: 'POST', url: '/member-api/api/message/read', payload: { ids } });

  it("lists only the caller's messages, of all three types, read and unread, newest first", async () => {
    const [mine, theirs] = await Promise.all([list(user), list(admin)]);
    for (const item of [...mine, ...theirs]) messageItemSchema.parse(item);
    expect(new Set(mine.map((m) => m.type))).toEqual(new Set(MESSAGE_TYPES));
    expect(new Set(mine.map((m) => m.status))).toEqual(new Set([0, 1]));
    expect(mine.map((m) => m.id).filter((id) => theirs.some((t) => t.id === id))).toEqual([]);
    expect(mine.map((m) => m.time)).toEqual(mine.map((m) => m.time).sort().reverse());
    expect(mine[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const viaPost = envelope(await as(app, user, { method: 'POST', url: '/member-api/api/message/list' })).data;
    expect(viaPost).toEqual(mine);
  });

  it('marks only own unread messages read and answers how many changed', async () => {
    const mine = await list(user);
    const theirs = await list(admin);
    const unread = mine.filter((m) => m.status === 0).map((m) => m.id);
    const othersUnread = theirs.filter((m) => m.status === 0).map((m) => m.id);

    const response = await read(user, [...unread, ...othersUnread]);
    expect(envelope(response).data).toBe(unread.length);
    expect((await list(user)).every((m) => m.status === 1)).toBe(true);
    expect((await list(admin)).filter((m) => m.status === 0).map((m) => m.id)).toEqual(othersUnread);
    expect(envelope(await read(user, unread)).data).toBe(0);
  });

  it('rejects an empty or malformed id list with 400', async () => {
    expect((await read(user, [])).statusCode).toBe(400);
    expect((await read(user, ['x'])).statusCode).toBe(400);
  });
});
