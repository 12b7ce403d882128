import type { AppSettings, UserInfo } from '@console/shared';
import { userApi } from '@console/shared/user/contract';
import { call } from '@/lib/http/api';

/** The signed-in user's profile, real role and the roles the account holds. */
export function getUserInfo(): Promise<UserInfo> {
  // A failure here is handled by the route guard (logout + login), not by the re-login dialog.
  return call(userApi.info, {}, { sessionDialog: false });
}

/**
 * The signed-in user's saved app settings (the defaults when none were saved). Asked for beside
 * the profile, whose failure the route guard handles: this one opens no re-login dialog of its own.
 */
export function getUserSettings(): Promise<AppSettings> {
  return call(userApi.settings, {}, { sessionDialog: false });
}

/** The two answers a session opens with, on their way. */
export interface SessionRequests {
  user: Promise<UserInfo>;
  settings: Promise<AppSettings>;
}

/**
 * Asks for the profile and the saved settings together. The sign-in form does it the moment it
 * holds a token, while the app's code (the query cache with it) may still be loading; the cache
 * takes the answers over in `fetchSession` (docs/decisions/028-sign-in-requests-before-app-code.md).
 */
export function requestSession(): SessionRequests {
  const requests = { user: getUserInfo(), settings: getUserSettings() };
  // Their failures are handled where they are awaited, which may be after they come.
  void requests.user.catch(() => undefined);
  void requests.settings.catch(() => undefined);
  return requests;
}
