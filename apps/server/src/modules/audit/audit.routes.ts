import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@console/shared/api/audit-contract';
import { createAuditRepository } from '../../kit/audit';
import { implement } from '../../kit/operations';
import type { ModuleDeps } from '../deps';
import { createAuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const audit = createAuditService(createAuditRepository(db));

  await implement(app, auditApi, {
    list: {
      summary: 'Audit log: who changed which record, newest first',
      handler: (request) => audit.page(request.query),
    },
  });
};
