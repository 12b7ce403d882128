import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@console/shared';
import { DEFAULT_TAB, cachedNames, restoreTabs, tabPath, type Tab } from './tab-list';

interface TabState {
  tabs: Tab[];
  /** Route names whose pages stay alive while hidden (the set of cached tab names, docs/product.md, Shell: tab bar). */
  cached: string[];
}

interface TabActions {
  /**
   * Adds a tab for the page, or brings the page's tab up to date with its current query;
   * (re)caches the page unless `ignoreCache`.
   */
  open: (tab: Tab) => void;
  /** Replaces the tab list; the cache is rebuilt from it. */
  setTabs: (tabs: Tab[]) => void;
  /** Drops a page from the cache so that its next visit mounts it fresh. */
  uncache: (name: string) => void;
  /** Only the default tab remains. */
  reset: () => void;
}

const initialState: TabState = { tabs: [DEFAULT_TAB], cached: cachedNames([DEFAULT_TAB]) };

/**
 * The open tabs, kept for this browser tab's reloads (session storage, as full paths; a new
 * sign-in starts without them, see `lib/session/session.ts`).
 */
export const useTabs = create<TabState & TabActions>()(
  persist(
    (set) => ({
      ...initialState,
      open: (tab) =>
        set((s) => {
          const index = s.tabs.findIndex((t) => tabPath(t) === tabPath(tab));
          const tabs =
            index === -1
              ? [...s.tabs, tab]
              : s.tabs[index]?.fullPath === tab.fullPath
                ? s.tabs
                : s.tabs.with(index, tab);
          const cached = tab.ignoreCache || s.cached.includes(tab.name) ? s.cached : [...s.cached, tab.name];
          return tabs === s.tabs && cached === s.cached ? s : { tabs, cached };
        }),
      setTabs: (tabs) => set({ tabs, cached: cachedNames(tabs) }),
      uncache: (name) => set((s) => ({ cached: s.cached.filter((n) => n !== name) })),
      reset: () => set(initialState),
    }),
    {
      name: STORAGE_KEYS.tabs,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tabs }) => ({ fullPaths: tabs.map((tab) => tab.fullPath) }),
      merge: (kept, current) => {
        const tabs = restoreTabs((kept as { fullPaths?: unknown } | undefined)?.fullPaths);
        return { ...current, tabs, cached: cachedNames(tabs) };
      },
    },
  ),
);

/** Whether the page at `path` (without query) is kept alive while another tab is shown. */
export function isKeptAlive({ tabs, cached }: TabState, path: string): boolean {
  return tabs.some((t) => tabPath(t) === path && !t.ignoreCache && cached.includes(t.name));
}
