import { queryOptions } from '@tanstack/react-query';
import type { AppSettings } from '@console/shared';
import { apiGet } from '@/lib/api-client';

export const userSettingsKeys = {
  all: ['settings', 'user-settings'] as const,
};

/**
 * The signed-in user's saved app settings (the defaults when none were saved). Asked for beside
 * the profile (`fetchSession`), whose failure the route guard handles: this one opens no re-login
 * dialog of its own.
 */
export function getUserSettings(): Promise<AppSettings> {
  return apiGet<AppSettings>('/api/user/settings', { sessionDialog: false });
}

export const userSettingsQueryOptions = () => queryOptions({ queryKey: userSettingsKeys.all, queryFn: getUserSettings });
