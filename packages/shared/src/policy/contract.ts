import { contract } from '../api/contract';
import { listOperations } from '../api/list-operations';
import type * as schemas from './schemas';

type Schemas = typeof schemas;

/** The policies of the search table (docs/api.md, "Policies"): the list kit's operations and the status switch. */
export const policyApi = contract(
  'policy',
  () => import('./schemas'),
  listOperations(
    (s: Schemas) => s.policyList,
    '/api/list/policy',
    { read: 'policy.read', write: 'policy.write' },
    { actions: { status: (s: Schemas) => s.policyStatusInputSchema } },
  ),
);
