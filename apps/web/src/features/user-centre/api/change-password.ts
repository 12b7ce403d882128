import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { userCentreKeys } from './user-centre-keys';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** `POST /api/user/password`: the account's other sessions end, so the session list refetches. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiPost<null>('/api/user/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userCentreKeys.sessions() }),
  });
}
