import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCentreKeys } from './user-centre-keys';
import { userApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';
import { userInfoKeys } from '@/lib/session/current-user';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/**
 * Changes the password: the account's other sessions end, so the session list and the security events refetch; the
 * profile is read again before the change resolves (a temporary password no longer has to be
 * replaced, which the route guard reads from it).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(userApi.changePassword, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userCentreKeys.sessions() }),
        queryClient.invalidateQueries({ queryKey: userCentreKeys.securityEventPages() }),
        queryClient.invalidateQueries({ queryKey: userInfoKeys.all, refetchType: 'all' }),
      ]),
  });
}
