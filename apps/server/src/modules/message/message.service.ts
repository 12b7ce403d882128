import type { MessageItem } from '@console/shared';
import { formatDateTime } from '../../lib/format-time';
import type { SessionContext } from '../auth/session.service';
import type { MessageRepository } from './message.repository';

export function createMessageService(repository: MessageRepository) {
  return {
    async list(session: SessionContext): Promise<MessageItem[]> {
      const rows = await repository.listForUser(session.userId);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        subTitle: row.subTitle,
        ...(row.avatar === null ? {} : { avatar: row.avatar }),
        content: row.content,
        time: formatDateTime(row.createdAt),
        ...(row.messageType === null ? {} : { messageType: row.messageType }),
        status: row.status,
      }));
    },

    /** Only the caller's own messages change; others' ids are ignored. */
    markRead: (session: SessionContext, ids: readonly number[]) => repository.markRead(session.userId, ids),
  };
}
