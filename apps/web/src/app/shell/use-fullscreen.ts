import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** The document's real full-screen state (Esc updates it) and a toggle. */
export function useFullscreen(): { fullscreen: boolean; toggle: () => void } {
  const fullscreen = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  const toggle = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => undefined);
  }, []);
  return { fullscreen, toggle };
}
