import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadMessagesInput } from '@console/shared';
import { messageKeys } from './get-messages';
import { messageApi } from '@console/shared/api/message-contract';
import { call } from '@/lib/http/api';

/** Marks the caller's messages read; answers how many changed. */
export function readMessages(input: ReadMessagesInput): Promise<number> {
  return call(messageApi.read, { body: input });
}

/** Marks messages read and reloads the list. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
