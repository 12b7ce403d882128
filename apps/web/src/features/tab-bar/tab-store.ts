import { create } from 'zustand';
import { DEFAULT_TAB, cachedNames, tabPath, type Tab } from './tab-list';

interface TabState {
  tabs: Tab[];
  /** Route names whose pages stay alive while hidden (SPEC section 3: the set of cached tab names). */
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

export const useTabs = create<TabState & TabActions>()((set) => ({
  ...initialState,
  open: (tab) =>
    set((s) => {
      const index = s.tabs.findIndex((t) => tabPath(t) === tabPath(tab));
      const tabs =
        index === -1 ? [...s.tabs, tab] : s.tabs[index]?.fullPath === tab.fullPath ? s.tabs : s.tabs.with(index, tab);
      const cached = tab.ignoreCache || s.cached.includes(tab.name) ? s.cached : [...s.cached, tab.name];
      return tabs === s.tabs && cached === s.cached ? s : { tabs, cached };
    }),
  setTabs: (tabs) => set({ tabs, cached: cachedNames(tabs) }),
  uncache: (name) => set((s) => ({ cached: s.cached.filter((n) => n !== name) })),
  reset: () => set(initialState),
}));

/** Whether the page at `path` (without query) is kept alive while another tab is shown. */
export function isKeptAlive({ tabs, cached }: TabState, path: string): boolean {
  return tabs.some((t) => tabPath(t) === path && !t.ignoreCache && cached.includes(t.name));
}
