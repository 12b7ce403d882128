/**
 * What every signed-in page carries of the global search: the Ctrl+K / ⌘K shortcut and the opening
 * of the palette, whose code, texts and requests load on its first opening. Kept to a few hundred
 * bytes: every signed-in page's first-load budget pays for it (ADR 007).
 */
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import type { MessageTarget } from './search-palette';

const SearchPalette = lazy(() => import('./search-palette'));

const MAC = /Mac|iPhone|iPad/.test(navigator.platform);

/** The shortcut as the navbar shows it (`label`) and as `aria-keyshortcuts` names it (`keys`). */
export const SEARCH_SHORTCUT = MAC ? { label: '⌘K', keys: 'Meta+K' } : { label: 'Ctrl K', keys: 'Control+K' };

/** Set while a host is mounted. */
let show: ((opener: Element | null) => void) | undefined;

/** Opens the palette; the focus goes back to `opener` when it closes. */
export const openSearch = (opener: Element | null) => show?.(opener);

/** Listens for the shortcut and mounts the palette while it is open. */
export function SearchHost({ openMessage }: { openMessage: MessageTarget }) {
  // What opened the palette while it is open (null: nothing had the focus); undefined while closed.
  const [opener, setOpener] = useState<Element | null>();

  // Before the first paint: the shortcut works as soon as the page shows (an effect ran a frame later).
  useLayoutEffect(() => {
    show = (from) => setOpener((open) => (open === undefined ? from : open));
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show?.(document.activeElement);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    opener !== undefined && (
      <Suspense>
        <SearchPalette opener={opener} onClose={() => setOpener(undefined)} openMessage={openMessage} />
      </Suspense>
    )
  );
}
