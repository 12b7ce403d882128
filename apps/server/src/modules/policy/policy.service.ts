import type { Locale, Sort } from '@console/shared';
import type { PolicySortField } from '@console/shared/policy/constants';
import type { Policy, PolicyStatusInput } from '@console/shared/policy/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditStore } from '../../kit/audit';
import type { Actor } from '../../kit/audited-writes';
import { listService } from '../../kit/list-service';
import type { PolicyRow, PolicyStore } from './policy.store';

/** Without a sort field the newest policies come first. */
const DEFAULT_SORT: Sort<PolicySortField> = { field: 'createdTime', order: 'descend' };

export const toPolicy = (row: PolicyRow): Policy => ({
  id: row.id,
  number: row.number,
  name: row.name,
  contentType: row.contentType,
  count: row.count,
  status: row.status,
  filterType: row.filterType,
  createdTime: row.createdAt.toISOString(),
  version: row.version,
});

/** The search table's policies: the kit's list service; the server assigns each new policy's number. */
export function createPolicyService(uow: UnitOfWork<{ rows: PolicyStore; audit: AuditStore }>) {
  const policies = listService(uow, {
    entityType: 'policy',
    toDto: toPolicy,
    snapshot: toPolicy,
    defaultSort: DEFAULT_SORT,
    conflictMessage: 'errors.policyVersionConflict',
  });
  return {
    ...policies,
    /** Online or offline, at the version the client read. */
    setStatus: (actor: Actor, id: number, input: PolicyStatusInput, locale: Locale) =>
      policies.update(actor, id, input, locale, 'status'),
  };
}

export type PolicyService = ReturnType<typeof createPolicyService>;
