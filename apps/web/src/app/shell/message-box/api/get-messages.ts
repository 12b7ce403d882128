import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageItem } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

export const messageKeys = {
  all: ['message-box', 'messages'] as const,
};

/** The signed-in user's messages, notices and to-dos, newest first, in the request's language. */
export function getMessages(): Promise<MessageItem[]> {
  return apiGet<MessageItem[]>('/api/message/list');
}

/** Keyed by locale: the server writes the texts in the language the client asks for. */
export const messagesQueryOptions = () => queryOptions({ queryKey: [...messageKeys.all, currentLocale()], queryFn: getMessages });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
