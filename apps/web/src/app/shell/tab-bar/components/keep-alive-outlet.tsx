import { Activity, useContext, useEffect, useState, type ContextType, type ReactElement } from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router';
import { useSettings } from '@/stores/settings';
import { isKeptAlive, useTabs } from '../tab-store';

type LocationContextValue = ContextType<typeof LocationContext>;

/** A routed page rendered by the outlet (keyed by its path), with the location it was last shown at. */
interface Page {
  key: string;
  element: ReactElement | null;
  context: LocationContextValue;
}

/**
 * The pages to keep: those `keep` accepts, plus the current one (added, or replaced when its
 * location changed). Returns `pages` itself when nothing changed.
 */
function reconcilePages(pages: readonly Page[], current: Page, keep: (key: string) => boolean): readonly Page[] {
  const next = pages.filter((p) => p.key === current.key || keep(p.key));
  const index = next.findIndex((p) => p.key === current.key);
  if (index === -1) next.push(current);
  else if (next[index]?.context !== current.context) next[index] = current;
  const unchanged = next.length === pages.length && next.every((p, i) => p === pages[i]);
  return unchanged ? pages : next;
}

/**
 * The layout's outlet with real keep-alive: while the tab bar is on, every cached tab's page stays
 * mounted inside a hidden `<Activity>`, so switching back shows it at once with its state. Closing
 * or reloading the tab drops it. A hidden page keeps seeing the location it was last shown at.
 * The tabs live as long as the signed-in layout: leaving it (logout) starts the next visit afresh.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const context = useContext(LocationContext);
  const tabBar = useSettings((s) => s.tabBar);
  const tabs = useTabs((s) => s.tabs);
  const cached = useTabs((s) => s.cached);
  // A query change (a list's filters) keeps the page: pages are keyed by path.
  const currentKey = context.location.pathname;

  const [pages, setPages] = useState<readonly Page[]>([]);
  useEffect(() => () => useTabs.getState().reset(), []);
  const next = reconcilePages(
    pages,
    { key: currentKey, element: outlet, context },
    (key) => tabBar && isKeptAlive({ tabs, cached }, key),
  );
  if (next !== pages) setPages(next);

  return next.map((page) => {
    const visible = page.key === currentKey;
    return (
      <Activity key={page.key} mode={visible ? 'visible' : 'hidden'}>
        <LocationContext value={page.context}>{visible ? outlet : page.element}</LocationContext>
      </Activity>
    );
  });
}
