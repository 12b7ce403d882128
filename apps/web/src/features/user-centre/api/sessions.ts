import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userCentreKeys } from './user-centre-keys';
import { userApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

/** The user's sessions that still work. */
export const getSessions = () => call(userApi.sessions);

export const sessionsQueryOptions = () => queryOptions({ queryKey: userCentreKeys.sessions(), queryFn: getSessions });

function useSessionWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userCentreKeys.sessions() }),
        queryClient.invalidateQueries({ queryKey: userCentreKeys.securityEventPages() }),
      ]),
  });
}

/** Ends one session: its token stops working (50012). */
export const useEndSession = () => useSessionWrite((id: number) => call(userApi.endSession, { params: { id } }));

/** Every session but this one ends; how many. */
export const useEndOtherSessions = () => useSessionWrite(() => call(userApi.endOtherSessions));
