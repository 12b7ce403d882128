import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, type MessageItem, type MessagesChanged } from '@console/shared';
import { currentLocale } from '@/lib/i18n/i18n';
import { useLiveEvent } from '@/lib/live/use-live';
import { messageApi } from '@console/shared/api/message-contract';
import { call } from '@/lib/http/api';

export const messageKeys = {
  all: ['message-box', 'messages'] as const,
};

/** The signed-in user's messages, notices and to-dos, newest first, in the request's language. */
export function getMessages(): Promise<MessageItem[]> {
  return call(messageApi.list);
}

/** Keyed by locale: the server writes the texts in the language the client asks for. */
export const messagesQueryOptions = () =>
  queryOptions({ queryKey: [...messageKeys.all, currentLocale()], queryFn: getMessages });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}

/**
 * Follows the box over the live channel: read marks from other tabs and browsers apply at once,
 * new messages (and a resume that lost events) refetch the list.
 */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  useLiveEvent<MessagesChanged>(LIVE_EVENTS.messages, ({ readIds, newIds }) => {
    queryClient.setQueriesData<MessageItem[]>({ queryKey: messageKeys.all }, (items) =>
      items?.map((item) => (readIds.includes(item.id) ? { ...item, status: 1 } : item)),
    );
    if (newIds.length) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  });
  useLiveEvent(LIVE_EVENTS.reset, () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }));
}
