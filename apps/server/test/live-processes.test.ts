import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS, type MessageItem, type MessagesChanged } from '@console/shared';
import type { ChatItem } from '@console/shared/monitor/schemas';
import { openStream } from './live-client';
import { apiClient, useServersOnPostgres } from './server-process';

/** The answer's data, or a failure with the status and message. */
async function call<T>(
  base: string,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const { status, body: envelope } = await apiClient(base)<T>(method, path, { token, body });
  if (status !== 200) throw new Error(`${method} ${path}: ${status} ${envelope.msg}`);
  return envelope.data;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the live channel across two server processes on one PostgreSQL',
  () => {
    const processes = useServersOnPostgres(2);

    it('a chat message posted on A and a read mark made on A reach streams on B in under a second', async () => {
      const [a = '', b = ''] = processes.urls;
      const token = await call<string>(a, undefined, 'POST', '/member/web/cacheLogin', {
        username: 'admin',
        password: 'admin',
      });

      const monitor = await openStream(b, token, { watch: 'monitor' });
      const box = await openStream(b, token);
      expect([monitor.status, box.status]).toEqual([200, 200]);

      const posted = performance.now();
      const item = await call<ChatItem>(a, token, 'POST', '/api/chat/messages', { content: 'from A' });
      const heard = await monitor.next((event) => event.event === LIVE_EVENTS.chat, 1000);
      expect(performance.now() - posted).toBeLessThan(1000);
      expect(JSON.parse(heard.data)).toEqual(item);

      const unread = (await call<MessageItem[]>(a, token, 'GET', '/api/message/list')).filter(
        (message) => message.status === 0,
      );
      const marked = performance.now();
      await call<number>(a, token, 'POST', '/api/message/read', { ids: [unread[0]?.id] });
      const changed = await box.next((event) => event.event === LIVE_EVENTS.messages, 1000);
      expect(performance.now() - marked).toBeLessThan(1000);
      expect(JSON.parse(changed.data) as MessagesChanged).toEqual({
        unread: unread.length - 1,
        readIds: [unread[0]?.id],
        newIds: [],
      });

      // A logout on A closes the streams on B.
      await call<null>(a, token, 'POST', '/api/user/logout');
      await Promise.all([monitor.ended, box.ended]);
    }, 120_000);
  },
);
