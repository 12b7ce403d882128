import { policyApi } from '@console/shared/policy/contract';
import { policyList } from '@console/shared/policy/schemas';
import { listResource } from '@/lib/list/list-resource';

/** The policies of the search table and their writes (docs/api.md, "Policies"). */
export const policyResource = listResource({ key: 'policies', operations: policyApi, querySchema: policyList.query });

/** The route asks for the page the URL shows as soon as it grants access (see `screens.ts`). */
export const prefetch = policyResource.prefetch;
