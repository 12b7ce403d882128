import { queryOptions } from '@tanstack/react-query';
import type { Member } from '@console/shared/project/schemas';
import { apiGet } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { projectKeys } from './project-keys';

/** `GET /api/project/members`: the team directory (owners, contributors, assignees). */
export function getMembers(): Promise<Member[]> {
  return apiGet<Member[]>('/api/project/members');
}

/** The directory changes with no screen's write: it stays fresh for the session. */
export const membersQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.members(currentLocale()), queryFn: getMembers, staleTime: Infinity });
