import { useMemo } from 'react';
import { buildMenu, type MenuNode } from '@console/shared';
import { useUserInfo } from '@/lib/session/current-user';
import { useSettings } from '@/stores/settings';

/** The menu of the current role: from the route table, or the server's when `menuFromServer` is on. */
export function useMenuTree(): MenuNode[] {
  const role = useUserInfo().data?.role;
  const menuFromServer = useSettings((s) => s.menuFromServer);
  const serverMenu = useSettings((s) => s.serverMenu);
  return useMemo(() => (menuFromServer ? serverMenu : buildMenu(role)), [menuFromServer, serverMenu, role]);
}
