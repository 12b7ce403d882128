import { applyAccountLocale } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { themeColorApplied, useSettings } from '@/stores/settings';
import { getToken } from '@/lib/session/session';
import { userSettingsQueryOptions } from '@/lib/session/user-settings';
import { isDefault } from './saved-settings';
import { unsavedSettings } from './unsaved-settings';

/** The session whose saved settings were applied: they are applied once per session. */
let appliedFor: string | null = null;

/**
 * Applies the signed-in account's saved settings and language, once per session. The route guard awaits it,
 * so the first signed-in paint already has the account's theme, colour and layout; the settings
 * usually wait in the query cache already, asked for beside the profile (`fetchSession`).
 * Resolves to whether the saved settings are known: when they could not be loaded, this browser's
 * settings stay in use and nothing is saved over the server's. A change this tab sent just before a
 * reload, and the server may not have received, wins over them (`unsavedSettings`).
 */
export async function loadSavedSettings(): Promise<boolean> {
  const session = getToken();
  if (session !== null && appliedFor === session) return true;
  const saved = await queryClient.ensureQueryData(userSettingsQueryOptions()).catch(() => undefined);
  if (!saved) return false;
  appliedFor = session;
  // This tab's own settings are newer than the server's copy while a change of theirs is unconfirmed.
  if (unsavedSettings.read()) return true;
  // A language the account chose on one browser is its language on every other.
  if (saved.locale) applyAccountLocale(saved.locale);
  // The server answers the defaults for a user who never saved anything: there is nothing to apply.
  if (!isDefault(saved)) {
    useSettings.getState().update(saved);
    await themeColorApplied();
  }
  return true;
}
