import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppSettings } from '@console/shared';
import { loadServerMenu } from '@/features/auth/api/get-menu';
import { useSettings } from '@/stores/settings';
import { userSettingsQueryOptions } from './api/get-user-settings';
import { saveUserSettings, useSaveUserSettings } from './api/save-user-settings';
import { isDefault, pickSaved, sameSettings } from './saved-settings';

/** Changes in a quick series (a colour drag, typing a width) are saved once. */
const SAVE_DELAY_MS = 500;

function applySaved(saved: AppSettings): void {
  const { update, serverMenu } = useSettings.getState();
  update(saved);
  // The menu of a user who works with the server menu comes with the settings (error: notified).
  if (saved.menuFromServer && serverMenu.length === 0) void loadServerMenu().catch(() => {});
}

/**
 * Makes the app settings follow the user: on sign-in (the authenticated layout mounts) the saved
 * settings are loaded and applied; from then on every change is saved, debounced. A change still
 * waiting when the page unloads is sent at once, so a quick reload does not bring back the
 * server's older copy.
 */
export function useServerSettingsSync(): void {
  const queryClient = useQueryClient();
  const { mutate: save } = useSaveUserSettings();

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
      if (valid && active) save(valid);
    };
    const flushOnUnload = () => {
      if (!pending) return;
      clearTimeout(timer);
      void saveUserSettings(pending, { keepalive: true }).catch(() => {});
      pending = undefined;
    };
    window.addEventListener('pagehide', flushOnUnload);

    void queryClient.fetchQuery(userSettingsQueryOptions()).then(
      (saved) => {
        if (!active) return;
        if (!isDefault(saved)) applySaved(saved);
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
      },
      // The HTTP client has shown the error; the local settings stay in use.
      () => {},
    );

    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', flushOnUnload);
      unsubscribe();
    };
  }, [queryClient, save]);
}
