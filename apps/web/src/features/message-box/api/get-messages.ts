import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageItemSchema, type MessageItem } from '@console/shared';
import { apiGet } from '@/lib/api-client';

export const messageKeys = {
  all: ['message-box', 'messages'] as const,
};

/** The signed-in user's messages, notices and to-dos, newest first. */
export async function getMessages(): Promise<MessageItem[]> {
  return messageItemSchema.array().parse(await apiGet<unknown>('/api/message/list'));
}

export const messagesQueryOptions = () => queryOptions({ queryKey: messageKeys.all, queryFn: getMessages });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
