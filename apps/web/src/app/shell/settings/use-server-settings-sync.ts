import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppSettings } from '@console/shared';
import { useSettings } from '@/stores/settings';
import { saveUserSettings, saveUserSettingsToCache } from './api/save-user-settings';
import { loadSavedSettings } from './load-saved-settings';
import { pickSaved, sameSettings } from './saved-settings';

/** Changes in a quick series (a colour drag, typing a width) are saved once. */
const SAVE_DELAY_MS = 500;

/**
 * Makes the app settings follow the user: the saved settings are applied at sign-in (by the route
 * guard, see `loadSavedSettings`); from then on every change is saved, debounced. A change still
 * waiting when the page unloads is sent at once, so a quick reload does not bring back the
 * server's older copy.
 */
export function useServerSettingsSync(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AppSettings | undefined;
    let unsubscribe = () => {};
    // Nothing is saved while a value is out of range (a width half typed). The check uses the
    // shared schema, so zod loads with the first change, not with the page (ADR 010); a change
    // flushed at unload goes unchecked and the server validates it.
    const saveIfValid = async (settings: AppSettings) => {
      const { validSettings } = await import('./valid-settings');
      const valid = validSettings(settings);
      // A failure has shown its toast (the HTTP client).
      if (valid && active) saveUserSettingsToCache(queryClient, valid).catch(() => undefined);
    };
    const flushOnUnload = () => {
      if (!pending) return;
      clearTimeout(timer);
      void saveUserSettings(pending, { keepalive: true }).catch(() => {});
      pending = undefined;
    };
    window.addEventListener('pagehide', flushOnUnload);

    void loadSavedSettings().then((known) => {
      if (!known || !active) return;
      unsubscribe = useSettings.subscribe((state, previous) => {
        const next = pickSaved(state);
        if (sameSettings(next, pickSaved(previous))) return;
        clearTimeout(timer);
        pending = next;
        timer = setTimeout(() => {
          pending = undefined;
          void saveIfValid(next);
        }, SAVE_DELAY_MS);
      });
    });

    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', flushOnUnload);
      unsubscribe();
    };
  }, [queryClient]);
}
