import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleApi } from '@console/shared/roles/contract';
import { call } from '@/lib/http/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';

export const roleOptionKeys = {
  all: ['accounts', 'role-options'] as const,
};

/** Every role with its labels in each language: what an account may hold, and how the list names it. */
export const getRoleOptions = () => call(roleApi.options);

/** Both languages come in one answer: the key holds no locale. */
export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: roleOptionKeys.all, queryFn: getRoleOptions, staleTime: PREFETCHED_FRESH_MS });

export const useRoleOptions = () => useQuery(roleOptionsQueryOptions());
