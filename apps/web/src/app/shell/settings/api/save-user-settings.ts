import type { QueryClient } from '@tanstack/react-query';
import type { AppSettings } from '@console/shared';
import { userSettingsKeys } from '@/lib/session/user-settings';
import { userApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

/**
 * Saves the signed-in user's app settings; answers with what was stored. With `keepalive` the
 * request outlives the page (a save flushed while the page unloads, e.g. on reload).
 */
export function saveUserSettings(settings: AppSettings, { keepalive = false } = {}): Promise<AppSettings> {
  return call(userApi.saveSettings, { body: settings }, { keepalive });
}

/**
 * Saves the settings and keeps the cached copy of the saved settings in step. A plain request, not
 * a mutation hook: the layout saves, and each state of a mutation would re-render all of it.
 */
export async function saveUserSettingsToCache(queryClient: QueryClient, settings: AppSettings): Promise<void> {
  queryClient.setQueryData(userSettingsKeys.all, await saveUserSettings(settings));
}
