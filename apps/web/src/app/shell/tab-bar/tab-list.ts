import { matchPath } from 'react-router';
import { DEFAULT_ROUTE_NAME, PAGE_ROUTES, getRoute, type RouteDef } from '@console/shared';

/** One open tab (docs/product.md, Shell: tab bar): `title` is the route's i18n key, translated at render time. */
export interface Tab {
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache: boolean;
}

/**
 * A tab stands for one page: its path without the query. The query (a list's filters and page)
 * changes while the user works on the page; the tab follows it in `fullPath` and `query`.
 */
export function tabPath(tab: Pick<Tab, 'fullPath'>): string {
  return tab.fullPath.split('?')[0] ?? tab.fullPath;
}

/** The route that never gets a tab (docs/product.md, Sessions and states). */
const REDIRECT_ROUTE_NAME = 'Redirect';

/** The route table entry whose path matches `pathname`. */
function routeForPath(pathname: string): RouteDef | undefined {
  return PAGE_ROUTES.find((r) => matchPath(r.path, pathname) !== null);
}

function defaultTab(): Tab {
  const route = getRoute(DEFAULT_ROUTE_NAME);
  if (!route) throw new Error(`The route table lacks ${DEFAULT_ROUTE_NAME}`);
  return {
    title: route.titleKey,
    name: route.name,
    fullPath: route.path,
    query: {},
    ignoreCache: Boolean(route.ignoreCache),
  };
}

export const DEFAULT_TAB: Tab = defaultTab();

/** The tab a location opens, or undefined for locations that get none (the Redirect route, unknown paths). */
export function tabForLocation(location: { pathname: string; search: string }): Tab | undefined {
  const route = routeForPath(location.pathname);
  if (!route || route.name === REDIRECT_ROUTE_NAME || !route.requiresAuth) return undefined;
  return {
    title: route.titleKey,
    name: route.name,
    fullPath: location.pathname + location.search,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    ignoreCache: Boolean(route.ignoreCache),
  };
}

/**
 * The tabs of a reload, from the full paths kept for it (anything unreadable is dropped): each is
 * rebuilt from the route table, the Workplace tab first, each page once.
 */
export function restoreTabs(fullPaths: unknown): Tab[] {
  const tabs = [DEFAULT_TAB];
  if (!Array.isArray(fullPaths)) return tabs;
  for (const fullPath of fullPaths) {
    if (typeof fullPath !== 'string' || !fullPath.startsWith('/') || fullPath.startsWith('//')) continue;
    const url = new URL(fullPath, window.location.origin);
    const tab = tabForLocation({ pathname: url.pathname, search: url.search });
    if (tab && !tabs.some((t) => tabPath(t) === tabPath(tab))) tabs.push(tab);
  }
  return tabs;
}

/** Names of the pages kept alive for these tabs. */
export function cachedNames(tabs: readonly Tab[]): string[] {
  return [...new Set(tabs.filter((t) => !t.ignoreCache).map((t) => t.name))];
}

export const CLOSE_ACTIONS = ['current', 'left', 'right', 'others', 'all'] as const;
export type CloseAction = (typeof CLOSE_ACTIONS)[number];

/** Whether a close action makes sense for the tab at `index` (docs/product.md, Shell: tab bar). */
export function canClose(action: CloseAction, index: number, count: number): boolean {
  switch (action) {
    case 'current':
      return index > 0;
    case 'left':
      return index > 1;
    case 'right':
      return index < count - 1;
    case 'others':
      return count > 2 || (count === 2 && index === 0);
    case 'all':
      return count > 1;
  }
}

function remainingTabs(tabs: readonly Tab[], action: CloseAction, index: number): Tab[] {
  const first = tabs.slice(0, 1);
  switch (action) {
    case 'current':
      return tabs.filter((_, i) => i !== index);
    case 'left':
      return [...first, ...tabs.slice(index)];
    case 'right':
      return tabs.slice(0, index + 1);
    case 'others':
      return index === 0 ? first : [...first, ...tabs.slice(index, index + 1)];
    case 'all':
      return [DEFAULT_TAB];
  }
}

/**
 * Applies a close action to the tab at `index`. `navigateTo` is set when the active tab (the one
 * at `activePath`, a path without query) was closed: the closed tab's left neighbour for 'current', the acted-on tab for
 * the bulk actions, the default tab for 'all'.
 */
export function closeTabs(
  tabs: readonly Tab[],
  action: CloseAction,
  index: number,
  activePath: string,
): { tabs: Tab[]; navigateTo?: string } {
  const remaining = remainingTabs(tabs, action, index);
  if (remaining.some((t) => tabPath(t) === activePath)) return { tabs: remaining };
  const target = action === 'current' ? tabs[index - 1] : action === 'all' ? DEFAULT_TAB : tabs[index];
  return { tabs: remaining, navigateTo: (target ?? DEFAULT_TAB).fullPath };
}
