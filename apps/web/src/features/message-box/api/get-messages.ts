import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageItem } from '@console/shared';
import { apiGet } from '@/lib/api-client';

export const messageKeys = {
  all: ['message-box', 'messages'] as const,
};

/** The signed-in user's messages, notices and to-dos, newest first. */
export function getMessages(): Promise<MessageItem[]> {
  return apiGet<MessageItem[]>('/api/message/list');
}

export const messagesQueryOptions = () => queryOptions({ queryKey: messageKeys.all, queryFn: getMessages });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
