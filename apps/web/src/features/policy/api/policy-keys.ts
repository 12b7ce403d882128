import type { PolicyListQuery } from '@console/shared';

/** Query keys of the policy list: `all → lists → list(query)`. Writes invalidate `lists()`. */
export const policyKeys = {
  all: ['policies'] as const,
  lists: () => [...policyKeys.all, 'list'] as const,
  list: (query: PolicyListQuery) => [...policyKeys.lists(), query] as const,
};
