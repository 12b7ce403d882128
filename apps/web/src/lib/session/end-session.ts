import { queryClient } from '@/lib/query-client';
import { clearToken } from '@/lib/session/session';
import { useSettings } from '@/stores/settings';

/** Forgets the session on this device: token, profile and every cached server answer, server menu. */
export function endSession(): void {
  clearToken();
  queryClient.clear();
  useSettings.getState().update({ serverMenu: [] });
}
