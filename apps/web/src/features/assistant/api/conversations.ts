import { queryOptions } from '@tanstack/react-query';
import type { ChatStreamEvent } from '@console/shared/assistant/constants';
import { assistantApi } from '@console/shared/assistant/contract';
import type { ChatStreamData, CompletionRequest } from '@console/shared/assistant/schemas';
import { call, download, openStream } from '@/lib/http/api';
import { readServerEvents } from '@/lib/http/event-stream';
import { saveBlob } from '@/lib/dom/save-blob';

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
    queryFn: ({ signal }) => call(assistantApi.list, { query: keyword ? { keyword } : {} }, { signal }),
    placeholderData: (previous) => previous,
  });

export const conversationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => call(assistantApi.get, { params: { id } }, { signal }),
  });

export const createConversation = (title: string) => call(assistantApi.create, { body: { title } });
export const renameConversation = (id: number, title: string) =>
  call(assistantApi.rename, { params: { id }, body: { title } });
export const deleteConversation = (id: number) => call(assistantApi.remove, { params: { id } });

/** Downloads a conversation as Markdown. */
export async function exportConversation(id: number, fileName: string): Promise<void> {
  const response = await download(assistantApi.export, { params: { id } });
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
    await openStream(assistantApi.complete, { body: request }, { signal }),
  )) {
    if (STREAM_EVENTS.includes(event)) yield { event, data: JSON.parse(data) } as CompletionEvent;
  }
}
