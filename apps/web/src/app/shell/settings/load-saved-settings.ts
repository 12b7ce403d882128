import { queryClient } from '@/lib/query-client';
import { themeColorApplied, useSettings } from '@/stores/settings';
import { userSettingsKeys, userSettingsQueryOptions } from './api/get-user-settings';
import { isDefault } from './saved-settings';

/**
 * Applies the signed-in account's saved settings, once per session (the query cache holds them
 * until the session ends). The route guard awaits it, so the first signed-in paint already has the
 * account's theme, colour and layout. Resolves to whether the saved settings are known: when they
 * could not be loaded, this browser's settings stay in use and nothing is saved over the server's.
 */
export async function loadSavedSettings(): Promise<boolean> {
  if (queryClient.getQueryData(userSettingsKeys.all)) return true;
  const saved = await queryClient.fetchQuery(userSettingsQueryOptions()).catch(() => undefined);
  if (!saved) return false;
  // The server answers the defaults for a user who never saved anything: there is nothing to apply.
  if (!isDefault(saved)) {
    useSettings.getState().update(saved);
    await themeColorApplied();
  }
  return true;
}
