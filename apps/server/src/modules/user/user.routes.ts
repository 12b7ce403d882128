import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSettingsSchema, envelopeSchema, menuNodeSchema, switchRoleSchema, userInfoSchema } from '@console/shared';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import type { ModuleDeps } from '../deps';
import { createUserRepository } from './user.repository';
import { changePasswordSchema } from './user.schemas';
import { createUserService } from './user.service';

export const userRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, sessions, throttle }) => {
  const users = createUserService(createUserRepository(db), sessions, throttle);
  const tags = ['user'];
  const authenticated = { access: 'authenticated' } as const;

  const info = {
    config: authenticated,
    schema: { tags, summary: 'Profile of the caller with the active role and every role held', response: { 200: envelopeSchema(userInfoSchema) } },
  };
  const getInfo = async (request: FastifyRequest) => ok(request, await users.info(sessionOf(request)));
  app.get('/member/info', info, getInfo);
  app.route({ method: ['GET', 'POST'], url: '/api/user/info', ...info, handler: getInfo });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/user/menu',
    config: authenticated,
    schema: { tags, summary: 'Menu tree of the active role, from the shared route table', response: { 200: envelopeSchema(z.array(menuNodeSchema)) } },
    handler: async (request) => ok(request, users.menu(sessionOf(request))),
  });

  app.post(
    '/api/user/switch-role',
    {
      config: authenticated,
      schema: { tags, summary: 'Change the active role among the roles held', body: switchRoleSchema, response: { 200: envelopeSchema(userInfoSchema) } },
    },
    async (request) => ok(request, await users.switchRole(sessionOf(request), request.body.role)),
  );

  app.get(
    '/api/user/settings',
    { config: authenticated, schema: { tags, summary: 'Saved app settings (defaults when none)', response: { 200: envelopeSchema(appSettingsSchema) } } },
    async (request) => ok(request, await users.getSettings(sessionOf(request))),
  );

  app.put(
    '/api/user/settings',
    {
      config: authenticated,
      schema: { tags, summary: 'Save app settings', body: appSettingsSchema, response: { 200: envelopeSchema(appSettingsSchema) } },
    },
    async (request) => ok(request, await users.saveSettings(sessionOf(request), request.body)),
  );

  app.post(
    '/api/user/password',
    {
      config: authenticated,
      schema: { tags, summary: "Change the password; ends the account's other sessions", body: changePasswordSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await users.changePassword(sessionOf(request), request.body, request.ip);
      return ok(request, null);
    },
  );
};
