import { useMemo } from 'react';
import { buildMenu, type MenuNode } from '@console/shared';
import { applyMenuLayout, visibleMenu } from '@console/shared/menu/layout';
import { useTranslation } from '@/lib/i18n/i18n';
import { useUserInfo } from '@/lib/session/current-user';
import { useMenuLayout } from '@/lib/session/menu-layout';
import { useSettings } from '@/stores/settings';

/**
 * The menu of the current session (its role's permissions) as it is drawn: from the route table, or the server's when
 * `menuFromServer` is on, arranged by the menu layout administrators saved (its order, its names
 * in the current language) and without the entries it hides. Hiding changes the menu only: the
 * guards decide what opens, from the permissions (or the server's menu, which lists hidden entries too).
 * Until the layout comes the server's menu shows as the server arranged it, the route table's as it is.
 */
export function useMenuTree(): MenuNode[] {
  const user = useUserInfo().data;
  const menuFromServer = useSettings((s) => s.menuFromServer);
  const serverMenu = useSettings((s) => s.serverMenu);
  const layout = useMenuLayout().data;
  const locale = useTranslation().i18n.language;
  return useMemo(() => {
    const menu = menuFromServer ? serverMenu : buildMenu(user);
    return visibleMenu(layout ? applyMenuLayout(menu, layout.entries, locale) : menu);
  }, [menuFromServer, serverMenu, user, layout, locale]);
}
