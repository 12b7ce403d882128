import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  idParamsSchema,
  policyBatchDeleteSchema,
  policyCreateSchema,
  policyDeleteResultSchema,
  policyExportQuerySchema,
  policyListQuerySchema,
  policyPageSchema,
  policySchema,
  policyStatusInputSchema,
  policyUpdateSchema,
} from '@console/shared';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import type { ModuleDeps } from '../deps';
import { exportPolicies } from './policy-export';
import { createPolicyService, policySort } from './policy.service';

const ADMIN = ['admin'] as const;

export const policyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const policies = createPolicyService(db);
  const tags = ['policy'];
  const policyEnvelope = { 200: envelopeSchema(policySchema) };
  const deleteEnvelope = { 200: envelopeSchema(policyDeleteResultSchema) };

  app.get(
    '/api/list/policy',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'One page of policies, filtered and sorted', querystring: policyListQuerySchema, response: { 200: envelopeSchema(policyPageSchema) } },
    },
    async (request) => ok(request, await policies.page(request.query)),
  );

  app.get(
    '/api/list/policy/export',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'The whole filtered, sorted result as a CSV or XLSX download', querystring: policyExportQuerySchema },
    },
    async (request, reply) => {
      const { format, sortField, sortOrder, ...filter } = request.query;
      const file = exportPolicies(policies.all(filter, policySort({ sortField, sortOrder })), format, request.locale);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.post(
    '/api/list/policy',
    { config: { access: ADMIN }, schema: { tags, summary: 'Create a policy; the server assigns its number', body: policyCreateSchema, response: policyEnvelope } },
    async (request) => ok(request, await policies.create(sessionOf(request), request.body)),
  );

  app.put(
    '/api/list/policy/:id',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Edit a policy at the version read (409 when it changed since)', params: idParamsSchema, body: policyUpdateSchema, response: policyEnvelope },
    },
    async (request) => ok(request, await policies.update(sessionOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/list/policy/:id/status',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Switch a policy online or offline (409 when it changed since)', params: idParamsSchema, body: policyStatusInputSchema, response: policyEnvelope },
    },
    async (request) => ok(request, await policies.setStatus(sessionOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/list/policy/:id',
    { config: { access: ADMIN }, schema: { tags, summary: 'Delete a policy', params: idParamsSchema, response: deleteEnvelope } },
    async (request) => ok(request, await policies.remove(sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/list/policy/batch-delete',
    { config: { access: ADMIN }, schema: { tags, summary: 'Delete the listed policies that exist', body: policyBatchDeleteSchema, response: deleteEnvelope } },
    async (request) => ok(request, await policies.removeMany(sessionOf(request), request.body.ids)),
  );
};
