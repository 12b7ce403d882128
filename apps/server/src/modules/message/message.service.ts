import { LIVE_EVENTS, type Locale, type MessageItem, type MessagesChanged } from '@console/shared';
import type { LiveBus } from '../../platform';
import { formatDateTime } from '../../lib/format-time';
import { localize } from '../../lib/localized-text';
import type { SessionContext } from '../../lib/session-context';
import type { MessageStore, NewMessage } from './message.store';

/** Every change of a message box reaches the owner's open streams: other tabs and browsers follow it. */
export function createMessageService(repository: MessageStore, bus: LiveBus) {
  const changed = async (userId: number, change: Omit<MessagesChanged, 'unread'>) => {
    const data: MessagesChanged = { unread: await repository.unread(userId), ...change };
    await bus.publish({ type: LIVE_EVENTS.messages, userId, data });
  };

  return {
    /** The caller's messages, their texts in `locale`. */
    async list(session: SessionContext, locale: Locale): Promise<MessageItem[]> {
      const rows = await repository.listForUser(session.userId);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: localize(row.title, locale),
        subTitle: localize(row.subTitle, locale),
        ...(row.avatar === null ? {} : { avatar: row.avatar }),
        content: localize(row.content, locale),
        time: formatDateTime(row.createdAt),
        ...(row.messageType === null ? {} : { messageType: row.messageType }),
        status: row.status,
      }));
    },

    /** Only the caller's own messages change; others' ids are ignored. Answers how many changed. */
    async markRead(session: SessionContext, ids: readonly number[]): Promise<number> {
      const readIds = await repository.markRead(session.userId, ids);
      if (readIds.length) await changed(session.userId, { readIds, newIds: [] });
      return readIds.length;
    },

    /** Puts a message into each recipient's box. */
    async deliver(userIds: readonly number[], message: Omit<NewMessage, 'userId'>): Promise<void> {
      const added = await repository.insertMany(userIds.map((userId) => ({ ...message, userId })));
      for (const { id, userId } of added) await changed(userId, { readIds: [], newIds: [id] });
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
