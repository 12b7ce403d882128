import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCentreKeys } from './user-centre-keys';
import { userApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** Changes the password: the account's other sessions end, so the session list refetches. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(userApi.changePassword, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userCentreKeys.sessions() }),
  });
}
