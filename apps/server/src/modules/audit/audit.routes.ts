import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema, envelopeSchema } from '@console/shared';
import { createAuditRepository } from '../../kit/audit';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { createAuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const audit = createAuditService(createAuditRepository(db));

  app.get(
    '/api/audit-logs',
    {
      config: { access: 'audit.read' },
      schema: {
        tags: ['audit'],
        summary: 'Audit log: who changed which record, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: envelopeSchema(auditLogPageSchema) },
      },
    },
    async (request) => ok(request, await audit.page(request.query)),
  );
};
