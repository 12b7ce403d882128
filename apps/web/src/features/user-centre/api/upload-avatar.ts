import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@console/shared';
import { userInfoKeys } from '@/lib/session/current-user';
import { userCentreKeys } from './user-centre-keys';
import { userApi } from '@console/shared/user/contract';
import { upload } from '@/lib/http/api';

export interface AvatarUpload {
  file: Blob;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/** Uploads an avatar (multipart `file`): the new avatar becomes the profile's at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, signal, onProgress }: AvatarUpload) =>
      upload(userApi.uploadAvatar, file, {}, { signal, onProgress }),
    onSuccess: ({ avatar }) => {
      queryClient.setQueryData<UserInfo>(userInfoKeys.all, (info) => info && { ...info, avatar });
      // The latest activity shows the avatar too.
      void queryClient.invalidateQueries({ queryKey: userCentreKeys.all });
    },
  });
}
