import { APP_SETTINGS_DEFAULTS, type AppSettings } from '@console/shared';
import type { SettingsState } from '@/stores/settings';

const SAVED_KEYS = Object.keys(APP_SETTINGS_DEFAULTS) as (keyof AppSettings)[];

/** The part of the settings state saved on the server (the rest is this browser's only). */
export function pickSaved(state: SettingsState): AppSettings {
  return Object.fromEntries(SAVED_KEYS.map((key) => [key, state[key]])) as AppSettings;
}

/** Both hold the same saved settings. */
export function sameSettings(a: AppSettings, b: AppSettings): boolean {
  return SAVED_KEYS.every((key) => a[key] === b[key]);
}

/** The server answers the defaults for a user who never saved anything: there is nothing to apply. */
export function isDefault(settings: AppSettings): boolean {
  return sameSettings(settings, APP_SETTINGS_DEFAULTS);
}
