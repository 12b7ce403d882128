import type { Locale, MessageItem } from '@console/shared';
import { formatDateTime } from '../../lib/format-time';
import { localize } from '../../lib/localized-text';
import type { SessionContext } from '../../lib/session-context';
import type { MessageRepository } from './message.repository';

export function createMessageService(repository: MessageRepository) {
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

    /** Only the caller's own messages change; others' ids are ignored. */
    markRead: (session: SessionContext, ids: readonly number[]) => repository.markRead(session.userId, ids),
  };
}
