import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, loginSchema, loginTokenSchema } from '@console/shared';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import { createUserRepository } from '../user/user.repository';
import type { ModuleDeps } from '../deps';
import { createAuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, sessions, throttle }) => {
  const auth = createAuthService({ users: createUserRepository(db), sessions, throttle });
  const tags = ['auth'];

  app.post(
    '/member/web/cacheLogin',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Log in; data is the bearer token', body: loginSchema, response: { 200: envelopeSchema(z.string()) } },
    },
    async (request) => ok(request, await auth.login({ ...request.body, ip: request.ip })),
  );

  app.post(
    '/api/user/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Log in; data is {token}', body: loginSchema, response: { 200: envelopeSchema(loginTokenSchema) } },
    },
    async (request) => ok(request, { token: await auth.login({ ...request.body, ip: request.ip }) }),
  );

  app.post(
    '/api/user/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'End this session; its token stops working at once', response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await auth.logout(sessionOf(request));
      return ok(request, null);
    },
  );
};
