import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveMethod, StudioOperation } from '@console/shared/monitor/constants';
import { monitorApi } from '@console/shared/monitor/contract';
import type { ChatItem, ChatListQuery, Studio, StudioInfo } from '@console/shared/monitor/schemas';
import { call } from '@/lib/http/api';

export const monitorKeys = {
  all: ['monitor'] as const,
  studio: () => [...monitorKeys.all, 'studio'] as const,
  /** The viewer count the live channel last told (see `useViewers`). */
  viewers: () => [...monitorKeys.all, 'viewers'] as const,
  chats: () => [...monitorKeys.all, 'chat'] as const,
  chat: (filter: ChatListQuery) => [...monitorKeys.chats(), filter] as const,
  programs: (liveMethod: LiveMethod | undefined) => [...monitorKeys.all, 'programs', liveMethod ?? 'all'] as const,
};

/** The chat filter as a query string: only what is set. */
const chatParams = ({ category, keyword }: ChatListQuery): ChatListQuery => ({
  ...(category && { category }),
  ...(keyword && { keyword }),
});

export const studioQuery = () =>
  queryOptions({ queryKey: monitorKeys.studio(), queryFn: () => call(monitorApi.studio) });

export const chatQuery = (filter: ChatListQuery) =>
  queryOptions({
    queryKey: monitorKeys.chat(filter),
    queryFn: () => call(monitorApi.chat, { query: chatParams(filter) }),
  });

export const programsQuery = (liveMethod: LiveMethod | undefined) =>
  queryOptions({
    queryKey: monitorKeys.programs(liveMethod),
    queryFn: () => call(monitorApi.programs, { query: { liveMethod } }),
  });

export const useStudio = () => useQuery(studioQuery());

/**
 * How many watch the studio: the live channel's latest word, else the studio answer's. The page asks
 * for the studio as its stream opens, so the answer can land after a newer count from the channel;
 * once the channel has spoken, it alone sets the number.
 */
export function useViewers(): number | undefined {
  const { data: studio } = useStudio();
  const { data: live } = useQuery<number>({ queryKey: monitorKeys.viewers(), queryFn: skipToken });
  return live ?? studio?.viewers;
}

/** Whether a chat message belongs in a list with that filter (the server's search: case-insensitive, name or text). */
export function matchesChatFilter(item: ChatItem, { category, keyword }: ChatListQuery): boolean {
  const needle = keyword?.toLowerCase();
  return (
    (!category || item.category === category) &&
    (!needle || item.content.toLowerCase().includes(needle) || item.username.toLowerCase().includes(needle))
  );
}

/** Puts a new or changed chat message into every list it belongs to; the latest `limit` stay. */
export function mergeChatItem(items: ChatItem[], item: ChatItem, filter: ChatListQuery, limit: number): ChatItem[] {
  if (items.some((existing) => existing.id === item.id))
    return items.map((existing) => (existing.id === item.id ? item : existing));
  if (!matchesChatFilter(item, filter)) return items;
  return [...items, item].sort((a, b) => a.id - b.id).slice(-limit);
}

export function usePostChat() {
  return useMutation({ mutationFn: (content: string) => call(monitorApi.postChat, { body: { content } }) });
}

export function useCollectChat() {
  return useMutation({
    mutationFn: ({ id, isCollect }: { id: number; isCollect: boolean }) =>
      call(monitorApi.collectChat, { params: { id }, body: { isCollect } }),
  });
}

/** Writes of the studio answer the studio: the cache takes it at once (the live channel tells the others). */
function useStudioWrite<T>(write: (input: T) => Promise<Studio>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (studio) => queryClient.setQueryData(monitorKeys.studio(), studio),
  });
}

export const useSaveStudioInfo = () =>
  useStudioWrite((info: StudioInfo) => call(monitorApi.saveStudio, { body: info }));

export const useStudioOperation = () =>
  useStudioWrite((operation: StudioOperation) => call(monitorApi.operateStudio, { body: { operation } }));
