import { queryOptions } from '@tanstack/react-query';
import type { MyTeam } from '@console/shared/user-centre/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { userCentreKeys } from './user-centre-keys';

/** `GET /api/user/my-team/list`: the user's teams. */
export const getMyTeams = () => apiGet<MyTeam[]>('/api/user/my-team/list');

export const myTeamsQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.teams(currentLocale()), queryFn: getMyTeams });
