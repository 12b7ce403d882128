import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policyApi } from '@console/shared/policy/contract';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { listHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import type { ModuleDeps } from '../deps';
import { policyExport } from './policy.export';
import { createPolicyService } from './policy.service';
import { createPolicyStore } from './policy.store';

/** The policy search table's endpoints (docs/api.md, "Policies"). */
export const policyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const policies = createPolicyService(
    unitOfWork(db, (tx) => ({ rows: createPolicyStore(tx), audit: createAuditRepository(tx) })),
  );

  await implement(
    app,
    policyApi,
    listHandlers({
      noun: { one: 'policy', many: 'policies' },
      service: policies,
      exportSpec: policyExport,
      actions: {
        status: { summary: 'Switch a policy online or offline (409 when it changed since)', run: policies.setStatus },
      },
    }),
  );
};
