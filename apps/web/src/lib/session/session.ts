import { STORAGE_KEYS } from '@console/shared';

/** The session token lives in localStorage under `token` (docs/product.md, Constants). */
export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** What this browser tab keeps of a session for its reloads only (the open tabs, a settings change not yet saved). */
const SESSION_STATE_KEYS = [STORAGE_KEYS.tabs, STORAGE_KEYS.unsavedSettings];

/** Starts a session: a new sign-in keeps nothing of an earlier session's browser-tab state. */
export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  for (const key of SESSION_STATE_KEYS) sessionStorage.removeItem(key);
}

export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
}
