import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policyApi } from '@console/shared/policy/contract';
import { listHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import { policyExport } from './policy.export';
import type { PolicyService } from './policy.service';

/** The policy search table's endpoints (docs/api.md, "Policies"). */
export const policyRoutes: FastifyPluginAsyncZod<{ policies: PolicyService }> = async (app, { policies }) => {
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
