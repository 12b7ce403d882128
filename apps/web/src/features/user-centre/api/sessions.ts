import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSession } from '@console/shared/user-centre/schemas';
import { apiDelete, apiGet } from '@/lib/api-client';
import { userCentreKeys } from './user-centre-keys';

/** `GET /api/user/sessions`: the user's sessions that still work. */
export const getSessions = () => apiGet<UserSession[]>('/api/user/sessions');

export const sessionsQueryOptions = () => queryOptions({ queryKey: userCentreKeys.sessions(), queryFn: getSessions });

function useSessionWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userCentreKeys.sessions() }),
  });
}

/** `DELETE /api/user/sessions/:id`: that session's token stops working (50012). */
export const useEndSession = () => useSessionWrite((id: number) => apiDelete<null>(`/api/user/sessions/${id}`));

/** `DELETE /api/user/sessions`: every session but this one ends; how many. */
export const useEndOtherSessions = () => useSessionWrite(() => apiDelete<{ ended: number }>('/api/user/sessions'));
