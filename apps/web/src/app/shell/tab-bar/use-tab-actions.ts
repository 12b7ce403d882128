import { useLocation, useNavigate } from 'react-router';
import { href } from '@console/shared';
import { closeTabs, type CloseAction } from './tab-list';
import { useTabs } from './tab-store';

export type TabAction = 'reload' | CloseAction;

/** Runs a tab-bar action on the tab at an index and navigates where the action leads. */
export function useTabActions(): (action: TabAction, index: number) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (action, index) => {
    const { tabs, setTabs, uncache } = useTabs.getState();
    const tab = tabs[index];
    if (!tab) return;
    if (action === 'reload') {
      // The page leaves the cache, so the detour through the Redirect route unmounts it and the
      // way back mounts it fresh (and caches it again).
      uncache(tab.name);
      void navigate(href('Redirect', { path: tab.fullPath }), { replace: true });
      return;
    }
    const result = closeTabs(tabs, action, index, pathname);
    setTabs(result.tabs);
    if (result.navigateTo !== undefined) void navigate(result.navigateTo);
  };
}
