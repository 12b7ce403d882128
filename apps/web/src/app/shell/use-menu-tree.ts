import type { MenuNode } from '@console/shared';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSessionMenu } from '@/lib/session/session-menu';

/** The session's menu as the side and top menus draw it, its names in the current language. */
export function useMenuTree(): MenuNode[] {
  return useSessionMenu(useTranslation().i18n.language).menu;
}
