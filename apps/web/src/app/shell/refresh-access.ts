import type { QueryClient } from '@tanstack/react-query';
import { userInfoKeys } from '@/lib/session/current-user';
import { useSettings } from '@/stores/settings';
import { loadServerMenu, menuKeys } from './server-menu';

/**
 * Fetches again what the session may do once it changed (a role switch, or a change of its
 * account's roles or of its role's permissions): the profile, whose role and permissions the menu,
 * the guards and the buttons follow, and the server's menu when it is in use.
 */
export async function refreshAccess(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: menuKeys.all });
  await queryClient.refetchQueries({ queryKey: userInfoKeys.all });
  if (useSettings.getState().menuFromServer) await loadServerMenu();
}
