import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@console/shared';
import type { SaveInfoInput } from '@console/shared/user-centre/schemas';
import { apiPost } from '@/lib/api-client';
import { userInfoKeys } from '@/lib/current-user';

/** `POST /api/user/save-info`: the answer is the profile, which the navbar and the user info show at once. */
export function useSaveInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInfoInput) => apiPost<UserInfo>('/api/user/save-info', input),
    onSuccess: (info) => queryClient.setQueryData(userInfoKeys.all, info),
  });
}
