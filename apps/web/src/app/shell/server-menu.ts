import { queryOptions } from '@tanstack/react-query';
import { Notification } from '@arco-design/web-react';
import type { MenuNode } from '@console/shared';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { useSettings } from '@/stores/settings';
import { userApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

export const menuKeys = {
  all: ['auth', 'menu'] as const,
};

/** The menu tree of the session's active role, built by the server from the shared route table. */
export function getMenu(): Promise<MenuNode[]> {
  return call(userApi.menuPost);
}

export const menuQueryOptions = () => queryOptions({ queryKey: menuKeys.all, queryFn: getMenu, staleTime: 0 });

const NOTICE_ID = 'menuNotice';

/**
 * Fetches the server menu into the settings store, with the `menuNotice` notification
 * (loading, then success or error). Resolves to the menu, or rejects after the error notice.
 */
export async function loadServerMenu(): Promise<MenuNode[]> {
  Notification.info({ id: NOTICE_ID, content: i18n.t('menu.notice.loading'), closable: true });
  try {
    const menu = await queryClient.fetchQuery(menuQueryOptions());
    useSettings.getState().update({ serverMenu: menu });
    Notification.success({ id: NOTICE_ID, content: i18n.t('menu.notice.success'), closable: true });
    return menu;
  } catch (error) {
    Notification.error({ id: NOTICE_ID, content: i18n.t('menu.notice.error'), closable: true });
    throw error;
  }
}
