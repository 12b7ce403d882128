import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadMessagesInput } from '@console/shared';
import { apiPost } from '@/lib/api-client';
import { messageKeys } from './get-messages';

/** Marks the caller's messages read; answers how many changed. */
export function readMessages(input: ReadMessagesInput): Promise<number> {
  return apiPost<number>('/api/message/read', input);
}

/** Marks messages read and reloads the list. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
