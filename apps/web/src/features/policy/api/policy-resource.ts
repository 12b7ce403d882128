import type { Policy, PolicyInput, PolicyUpdateInput } from '@console/shared/policy/schemas';
import { policyListQuerySchema } from '@console/shared/policy/schemas';
import { listResource } from '@/lib/list-resource';

/** The policies of the search table: `/api/list/policy` and its writes (docs/api.md, "Policies"). */
export const policyResource = listResource<Policy, PolicyInput, PolicyUpdateInput, typeof policyListQuerySchema>({
  key: 'policies',
  path: '/api/list/policy',
  querySchema: policyListQuerySchema,
});

/** The route asks for the page the URL shows as soon as it grants access (see `screens.ts`). */
export const prefetch = policyResource.prefetch;
