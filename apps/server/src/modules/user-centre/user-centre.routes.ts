import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamsSchema } from '@console/shared';
import {
  certificationSchema,
  latestActivitySchema,
  myProjectSchema,
  myTeamSchema,
  visitStatSchema,
} from '@console/shared/user-centre/schemas';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import { createUserRepository } from '../user/user.repository';
import type { ModuleDeps } from '../deps';
import { createUserCentreService } from './user-centre.service';
import { createUserCentreStore } from './user-centre.store';

/**
 * The user info's blocks and the user settings' certification, each about the caller only. Each
 * answers GET and POST, because the template posts where the seed's client gets.
 */
export const userCentreRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  const centre = createUserCentreService(createUserCentreStore(db));
  const users = createUserRepository(db);
  const tags = ['user'];
  const config = { access: 'authenticated' } as const;
  const method = ['GET', 'POST'];

  app.route({
    method,
    url: '/api/user/my-project/list',
    config,
    schema: {
      tags,
      summary: 'The newest live projects the caller takes part in',
      response: { 200: envelopeSchema(z.array(myProjectSchema)) },
    },
    handler: async (request) => ok(request, await centre.myProjects(sessionOf(request).userId, request.locale)),
  });

  app.route({
    method,
    url: '/api/user/latest-activity',
    config,
    schema: {
      tags,
      summary: "The caller's latest writes and finished tasks, newest first",
      response: { 200: envelopeSchema(z.array(latestActivitySchema)) },
    },
    handler: async (request) => {
      const { userId } = sessionOf(request);
      const avatar = (await users.findById(userId))?.avatar ?? '';
      return ok(request, await centre.latestActivity(userId, avatar, request.locale));
    },
  });

  app.route({
    method,
    url: '/api/user/my-team/list',
    config,
    schema: {
      tags,
      summary: "The caller's teams with their number of people",
      response: { 200: envelopeSchema(z.array(myTeamSchema)) },
    },
    handler: async (request) => ok(request, await centre.myTeams(sessionOf(request).userId, request.locale)),
  });

  app.route({
    method,
    url: '/api/user/visits',
    config,
    schema: {
      tags,
      summary: "The caller's visits of the home and project pages, against the period before",
      response: { 200: envelopeSchema(z.array(visitStatSchema)) },
    },
    handler: async (request) => ok(request, await centre.visits(sessionOf(request).userId, request.locale)),
  });

  app.route({
    method,
    url: '/api/user/certification',
    config,
    schema: {
      tags,
      summary: "The caller's enterprise authentication (masked) and certification records",
      response: { 200: envelopeSchema(certificationSchema) },
    },
    handler: async (request) => ok(request, await centre.certification(sessionOf(request).userId, request.locale)),
  });

  app.post(
    '/api/user/certification/records/:id/withdraw',
    {
      config,
      schema: {
        tags,
        summary: 'Withdraw a record still auditing (409 once decided)',
        params: idParamsSchema,
        response: { 200: envelopeSchema(certificationSchema) },
      },
    },
    async (request) => ok(request, await centre.withdraw(sessionOf(request).userId, request.params.id, request.locale)),
  );
};
