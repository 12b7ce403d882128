import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securityApi } from '@console/shared/security/contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { SecurityService } from './security.service';

/** The account's security events (docs/api.md, "Security events"). */
export const securityRoutes: FastifyPluginAsyncZod<{ security: SecurityService }> = async (app, { security }) => {
  await implement(app, securityApi, {
    events: {
      summary: "The caller's sign-ins and changes to how it signs in, newest first",
      handler: (request) => security.events(sessionOf(request), request.query),
    },
  });
};
