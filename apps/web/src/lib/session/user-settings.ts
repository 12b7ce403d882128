import { queryOptions } from '@tanstack/react-query';
import { getUserSettings } from '@/lib/session/session-requests';

export const userSettingsKeys = {
  all: ['settings', 'user-settings'] as const,
};

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsKeys.all, queryFn: getUserSettings });
