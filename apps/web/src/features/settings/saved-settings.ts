import { appSettingsSchema, DEFAULT_APP_SETTINGS, type AppSettings } from '@console/shared';
import type { SettingsState } from '@/stores/settings';

/** The part of the app settings saved on the server, or undefined while a value is out of range. */
export function savedPart(state: SettingsState): AppSettings | undefined {
  const result = appSettingsSchema.safeParse(state);
  return result.success ? result.data : undefined;
}

/** Both hold the same saved settings (schema output has a fixed key order). */
export function sameSettings(a: AppSettings | undefined, b: AppSettings | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The server answers the defaults for a user who never saved anything: there is nothing to apply. */
export function isDefault(settings: AppSettings): boolean {
  return sameSettings(settings, DEFAULT_APP_SETTINGS);
}
