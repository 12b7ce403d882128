import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appSettingsSchema, type AppSettings } from '@console/shared';
import { apiPut } from '@/lib/api-client';
import { userSettingsKeys } from './get-user-settings';

/** Saves the signed-in user's app settings; answers with what was stored. */
export async function saveUserSettings(settings: AppSettings): Promise<AppSettings> {
  return appSettingsSchema.parse(await apiPut<unknown>('/api/user/settings', settings));
}

/** Saves the settings and keeps the cached copy of the saved settings in step. */
export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (saved) => queryClient.setQueryData(userSettingsKeys.all, saved),
  });
}
