import { useMemo } from 'react';
import { buildMenu, type Locale, type MenuNode } from '@console/shared';
import { applyMenuLayout, visibleMenu, type MenuLayoutEntry } from '@console/shared/menu/layout';
import { useUserInfo } from '@/lib/session/current-user';
import { useMenuLayout } from '@/lib/session/menu-layout';
import { useSettings } from '@/stores/settings';

/**
 * The menu of the current session (its role's permissions) as it is drawn: from the route table, or
 * the server's when `menuFromServer` is on, arranged by the menu layout administrators saved (its
 * order, its names in `locale` when one is given) and without the entries it hides. Hiding changes
 * the menu only: the guards decide what opens, from the permissions (or the server's menu, which
 * lists hidden entries too). Until the layout comes the server's menu shows as the server arranged
 * it, the route table's as it is. Also answers the layout's entries (none until it comes).
 */
export function useSessionMenu(locale?: Locale): { menu: MenuNode[]; entries: readonly MenuLayoutEntry[] } {
  const user = useUserInfo().data;
  const menuFromServer = useSettings((s) => s.menuFromServer);
  const serverMenu = useSettings((s) => s.serverMenu);
  const layout = useMenuLayout().data;
  return useMemo(() => {
    const menu = menuFromServer ? serverMenu : buildMenu(user);
    const entries = layout?.entries ?? [];
    return { menu: visibleMenu(layout ? applyMenuLayout(menu, entries, locale) : menu), entries };
  }, [menuFromServer, serverMenu, user, layout, locale]);
}
