import { STORAGE_KEYS, type AppSettings } from '@console/shared';

const KEY = STORAGE_KEYS.unsavedSettings;

/**
 * The settings change this browser tab sent and the server has not yet confirmed. One sent while the
 * page unloads (a reload) can reach the server after the reloaded page asked for its copy; the
 * reloaded page then keeps its own settings, which are newer, and sends the change again instead of
 * applying the server's older copy. Kept for the tab's reloads; a new sign-in clears it (`setToken`).
 */
export const unsavedSettings = {
  read(): AppSettings | undefined {
    const stored = sessionStorage.getItem(KEY);
    // What the tab wrote itself; the server validates it again when it is sent.
    return stored === null ? undefined : (JSON.parse(stored) as AppSettings);
  },
  write(settings: AppSettings): void {
    sessionStorage.setItem(KEY, JSON.stringify(settings));
  },
  /** Forgets `settings`, saved or refused, unless a newer change has replaced them meanwhile. */
  settle(settings: AppSettings): void {
    if (sessionStorage.getItem(KEY) === JSON.stringify(settings)) sessionStorage.removeItem(KEY);
  },
};
