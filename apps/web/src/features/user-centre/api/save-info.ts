import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveInfoInput } from '@console/shared/user-centre/schemas';
import { userInfoKeys } from '@/lib/session/current-user';
import { userApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

/** Saves the basic information: the answer is the profile, which the navbar and the user info show at once. */
export function useSaveInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInfoInput) => call(userApi.saveInfo, { body: input }),
    onSuccess: (info) => queryClient.setQueryData(userInfoKeys.all, info),
  });
}
