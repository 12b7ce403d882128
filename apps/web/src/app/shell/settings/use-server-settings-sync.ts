import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppSettings } from '@console/shared';
import { onLocaleChange } from '@/lib/i18n/i18n';
import { userSettingsKeys } from '@/lib/session/user-settings';
import { useSettings } from '@/stores/settings';
import { saveUserSettings, saveUserSettingsToCache } from './api/save-user-settings';
import { loadSavedSettings } from './load-saved-settings';
import { pickSaved, sameSettings } from './saved-settings';
import { unsavedSettings } from './unsaved-settings';

/** Changes in a quick series (a colour drag, typing a width) are saved once. */
const SAVE_DELAY_MS = 500;

/**
 * Makes the app settings and the language follow the user: the saved ones are applied at sign-in
 * (by the route guard, see `loadSavedSettings`); from then on every change is saved, debounced. A change still
 * waiting when the page unloads is sent at once, and sent again by the reloaded page until the
 * server confirms it, so a quick reload does not bring back the server's older copy.
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
      if (!valid) return unsavedSettings.settle(settings);
      // A failure has shown its toast (the HTTP client); the change is sent again on the next load.
      if (active)
        saveUserSettingsToCache(queryClient, valid).then(
          () => unsavedSettings.settle(settings),
          () => undefined,
        );
    };
    const flushOnUnload = () => {
      if (!pending) return;
      clearTimeout(timer);
      void saveUserSettings(pending, { keepalive: true }).catch(() => {});
      pending = undefined;
    };
    window.addEventListener('pagehide', flushOnUnload);

    const schedule = (next: AppSettings) => {
      clearTimeout(timer);
      pending = next;
      unsavedSettings.write(next);
      timer = setTimeout(() => {
        pending = undefined;
        void saveIfValid(next);
      }, SAVE_DELAY_MS);
    };
    // The account's language is the one last chosen while signed in: it stays out of a save until
    // then, so that an account never chose one just by changing a setting in the browser's language.
    const accountLocale = () => queryClient.getQueryData<AppSettings>(userSettingsKeys.all)?.locale;
    const withLocale = (settings: AppSettings, locale = accountLocale()) =>
      locale ? { ...settings, locale } : settings;

    void loadSavedSettings().then((known) => {
      if (!known || !active) return;
      const unsent = unsavedSettings.read();
      if (unsent) void saveIfValid(unsent);
      const fromSettings = useSettings.subscribe((state, previous) => {
        const next = pickSaved(state);
        if (!sameSettings(next, pickSaved(previous))) schedule(withLocale(next));
      });
      const fromLocale = onLocaleChange((locale) => {
        if (locale !== accountLocale()) schedule(withLocale(pickSaved(useSettings.getState()), locale));
      });
      unsubscribe = () => {
        fromSettings();
        fromLocale();
      };
    });

    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', flushOnUnload);
      unsubscribe();
    };
  }, [queryClient]);
}
