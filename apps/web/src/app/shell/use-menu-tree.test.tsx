import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenu, builtinGrant, menuRouteNames, type BuiltinRole, type Grant, type MenuNode } from '@console/shared';
import { applyMenuLayout, type MenuLayoutEntry } from '@console/shared/menu/layout';
import { changeLocale } from '@/lib/i18n/i18n';
import { userInfoKeys } from '@/lib/session/current-user';
import { menuLayoutKeys } from '@/lib/session/menu-layout';
import { DEFAULT_SETTINGS, useSettings } from '@/stores/settings';
import { fakeProfile } from '@/test/fake-profile';
import { useMenuTree } from './use-menu-tree';

const LAYOUT: MenuLayoutEntry[] = [
  { name: 'list', position: 0 },
  { name: 'Card', position: 0, titles: { 'zh-CN': '卡片墙', 'en-US': 'Cards' } },
  { name: 'SearchTable', position: 1 },
  { name: 'Excel', hidden: true },
];

/** The hook with a session (by default of `user`) and, when given, the session's layout in the cache. */
function renderTree(layout?: MenuLayoutEntry[], grant: BuiltinRole | Grant = 'user') {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(userInfoKeys.all, fakeProfile(grant));
  if (layout) client.setQueryData(menuLayoutKeys.all, { entries: layout });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMenuTree(), { wrapper });
}

const names = (menu: readonly MenuNode[]) => menu.map((node) => node.name);
const list = (menu: readonly MenuNode[]) => menu.find((node) => node.name === 'list');

describe('useMenuTree', () => {
  afterEach(() => {
    cleanup();
    useSettings.setState(DEFAULT_SETTINGS);
    changeLocale('zh-CN');
  });

  it('draws the route table’s menu as the layout arranges it, named in the current language', () => {
    changeLocale('en-US');
    const { result } = renderTree(LAYOUT);
    expect(names(result.current).slice(0, 2)).toEqual(['list', 'dashboard']);
    expect(list(result.current)?.children?.map((child) => child.title ?? child.name)).toEqual(['Cards', 'SearchTable']);
    // The hidden entry leaves the drawn menu, and a group it leaves empty goes with it.
    expect(names(result.current)).not.toContain('docs');
    act(() => changeLocale('zh-CN'));
    expect(list(result.current)?.children?.[0]?.title).toBe('卡片墙');
  });

  it('draws the route table’s menu as it is until the layout comes', () => {
    expect(renderTree().result.current).toEqual(buildMenu(builtinGrant('user')));
  });

  it('lists the pages the session’s permissions open, whatever its role is called', () => {
    const { result } = renderTree(undefined, { role: 'task-reader', permissions: ['task.read'] });
    const pages = menuRouteNames(result.current);
    expect(pages.has('ProjectSearchTable')).toBe(true);
    expect(pages.has('ProjectCard')).toBe(false);
    expect(pages.has('SearchTable')).toBe(false);
    // The pages of one's own follow no permission.
    expect(pages.has('Setting')).toBe(true);
  });

  it('arranges the server’s menu by the same layout, in the current language whatever it was fetched in', () => {
    // The server's menu, fetched in Chinese before the layout changed: it still lists its hidden entries.
    const serverMenu = applyMenuLayout(buildMenu(builtinGrant('user')), [{ name: 'Account', hidden: true }], 'zh-CN');
    useSettings.setState({ menuFromServer: true, serverMenu });
    changeLocale('en-US');
    const { result } = renderTree(LAYOUT);
    expect(names(result.current).slice(0, 2)).toEqual(['list', 'dashboard']);
    expect(list(result.current)?.children?.[0]?.title).toBe('Cards');
    expect(menuRouteNames(result.current).has('Account')).toBe(true);
    expect(names(result.current)).not.toContain('docs');
    // What the guard reads is the server's menu, hidden entries included: hiding closes nothing.
    expect(menuRouteNames(useSettings.getState().serverMenu).has('Account')).toBe(true);
  });
});
