import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@console/shared/audit/contract';
import { listReadHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import type { Platform } from '../../platform';
import { auditExport } from './audit.export';
import { createAuditService } from './audit.service';
import { createAuditLogStore } from './audit.store';

/** The audit log's endpoints (docs/api.md, "Audit log"): the list kit's reads. */
export const auditRoutes: FastifyPluginAsyncZod<Pick<Platform, 'db'>> = async (app, { db }) => {
  const audit = createAuditService(createAuditLogStore(db));
  await implement(
    app,
    auditApi,
    listReadHandlers({ noun: { one: 'audit entry', many: 'audit entries' }, service: audit, exportSpec: auditExport }),
  );
};
