import { envelopeSchema, idParamsSchema } from '@console/shared';
import {
  policyExportQuerySchema,
  policyInputSchema,
  policyListQuerySchema,
  policySchema,
  policyStatusInputSchema,
  policyUpdateSchema,
} from '@console/shared/policy/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditRepository } from '../../kit/audit';
import { registerListRoutes } from '../../kit/list-routes';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { policyExport } from './policy.export';
import { createPolicyService } from './policy.service';
import { createPolicyStore } from './policy.store';

/** The policy search table's endpoints (docs/api.md, "Policies"). */
export const policyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const policies = createPolicyService(
    unitOfWork(db, (tx) => ({ rows: createPolicyStore(tx), audit: createAuditRepository(tx) })),
  );

  registerListRoutes(app, {
    path: '/api/list/policy',
    tag: 'policy',
    noun: { one: 'policy', many: 'policies' },
    read: 'policy.read',
    write: 'policy.write',
    schemas: {
      query: policyListQuerySchema,
      exportQuery: policyExportQuerySchema,
      item: policySchema,
      create: policyInputSchema,
      update: policyUpdateSchema,
    },
    service: policies,
    exportSpec: policyExport,
  });

  app.patch(
    '/api/list/policy/:id/status',
    {
      config: { access: 'policy.write' },
      schema: {
        tags: ['policy'],
        summary: 'Switch a policy online or offline (409 when it changed since)',
        params: idParamsSchema,
        body: policyStatusInputSchema,
        response: { 200: envelopeSchema(policySchema) },
      },
    },
    async (request) =>
      ok(request, await policies.setStatus(sessionOf(request), request.params.id, request.body, request.locale)),
  );
};
