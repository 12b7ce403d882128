import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@console/shared/api/audit-contract';
import { createAuditStore } from '../../kit/audit';
import { implement } from '../../kit/operations';
import type { Platform } from '../../platform';
import { createAuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<Platform> = async (app, { db }) => {
  const audit = createAuditService(createAuditStore(db));

  await implement(app, auditApi, {
    list: {
      summary: 'Audit log: who changed which record, newest first',
      handler: (request) => audit.page(request.query),
    },
  });
};
