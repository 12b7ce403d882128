import { queryOptions } from '@tanstack/react-query';
import type { DeleteResult } from '@console/shared';
import type { ChatStreamEvent } from '@console/shared/chat/constants';
import type {
  ChatStreamData,
  CompletionRequest,
  Conversation,
  ConversationSummary,
} from '@console/shared/chat/schemas';
import { apiDelete, apiGet, apiGetBlob, apiPatch, apiPost, apiPostStream } from '@/lib/api-client';
import { readServerEvents } from '@/lib/event-stream';
import { saveBlob } from '@/lib/save-blob';

/** The caller's conversations with the assistant (docs/decisions/023): `all → list(keyword) | detail(id)`. */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (keyword: string) => [...conversationKeys.lists(), keyword] as const,
  detail: (id: number) => [...conversationKeys.all, 'detail', id] as const,
};

export const conversationListQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: conversationKeys.list(keyword),
    queryFn: ({ signal }) =>
      apiGet<ConversationSummary[]>('/api/chat/conversations', { params: keyword ? { keyword } : {}, signal }),
    placeholderData: (previous) => previous,
  });

export const conversationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => apiGet<Conversation>(`/api/chat/conversations/${id}`, { signal }),
  });

export const createConversation = (title: string) => apiPost<ConversationSummary>('/api/chat/conversations', { title });
export const renameConversation = (id: number, title: string) =>
  apiPatch<ConversationSummary>(`/api/chat/conversations/${id}`, { title });
export const deleteConversation = (id: number) => apiDelete<DeleteResult>(`/api/chat/conversations/${id}`);

/** Downloads a conversation as Markdown. */
export async function exportConversation(id: number, fileName: string): Promise<void> {
  const response = await apiGetBlob(`/api/chat/conversations/${id}/export`);
  saveBlob(response.data, `${fileName}.md`);
}

export type CompletionEvent = { [E in ChatStreamEvent]: { event: E; data: ChatStreamData[E] } }[ChatStreamEvent];

const STREAM_EVENTS: readonly string[] = ['start', 'delta', 'done', 'error'] satisfies ChatStreamEvent[];

/** Asks for an answer; its events arrive as the server streams them. Aborting `signal` stops it. */
export async function* streamCompletion(
  request: CompletionRequest,
  signal: AbortSignal,
): AsyncGenerator<CompletionEvent> {
  for await (const { event, data } of readServerEvents(
    await apiPostStream('/api/chat/completions', request, { signal }),
  )) {
    if (STREAM_EVENTS.includes(event)) yield { event, data: JSON.parse(data) } as CompletionEvent;
  }
}
