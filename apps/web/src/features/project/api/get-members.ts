import { queryOptions } from '@tanstack/react-query';
import { projectApi } from '@console/shared/project/contract';
import type { Member } from '@console/shared/project/schemas';
import { call } from '@/lib/http/api';
import { currentLocale } from '@/lib/i18n/i18n';
import { projectKeys } from './project-keys';

/** The team directory (owners, contributors, assignees). */
export function getMembers(): Promise<Member[]> {
  return call(projectApi.members);
}

/** The directory changes with no screen's write: it stays fresh for the session. */
export const membersQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.members(currentLocale()), queryFn: getMembers, staleTime: Infinity });
