import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@console/shared';
import { CHAT_HISTORY_LIMIT } from '@console/shared/monitor/constants';
import type { ChatItem, ChatListQuery, Studio } from '@console/shared/monitor/schemas';
import { useLiveEvent, useLiveWatch } from '@/lib/live/use-live';
import { mergeChatItem, monitorKeys } from './api/monitor-api';

/**
 * The monitor follows the studio over the live channel while it is open (its tab counts as a
 * viewer): chat messages, studio changes and the viewer count land in the cache as they come.
 */
export function useMonitorLive(): void {
  const queryClient = useQueryClient();
  useLiveWatch('monitor');

  useLiveEvent<ChatItem>(LIVE_EVENTS.chat, (item) => {
    for (const [key, items] of queryClient.getQueriesData<ChatItem[]>({ queryKey: monitorKeys.chats() })) {
      const filter = (key[2] ?? {}) as ChatListQuery;
      if (items) queryClient.setQueryData(key, mergeChatItem(items, item, filter, CHAT_HISTORY_LIMIT));
    }
  });
  useLiveEvent<Studio>(LIVE_EVENTS.studio, (studio) => {
    queryClient.setQueryData(monitorKeys.studio(), studio);
    queryClient.setQueryData(monitorKeys.viewers(), studio.viewers);
  });
  useLiveEvent<{ viewers: number }>(LIVE_EVENTS.viewers, ({ viewers }) =>
    queryClient.setQueryData(monitorKeys.viewers(), viewers),
  );
  // The next visit's stream tells its own count; until then the studio answer's is the better guess.
  useEffect(() => () => queryClient.removeQueries({ queryKey: monitorKeys.viewers() }), [queryClient]);
  useLiveEvent(LIVE_EVENTS.reset, () => void queryClient.invalidateQueries({ queryKey: monitorKeys.all }));
}
