import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, loginSchema, loginTokenSchema, type LoginInput } from '@console/shared';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import { createUserRepository } from '../user/user.repository';
import type { ModuleDeps } from '../deps';
import { createAuthService } from './auth.service';

/** The credentials and what sends them (the session list shows the browser and address). */
const loginInput = (request: FastifyRequest & { body: LoginInput }) => ({
  ...request.body,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, sessions, throttle }) => {
  const auth = createAuthService({ users: createUserRepository(db), sessions, throttle });
  const tags = ['auth'];

  app.post(
    '/member/web/cacheLogin',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in; data is the bearer token',
        body: loginSchema,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => ok(request, await auth.login(loginInput(request))),
  );

  app.post(
    '/api/user/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in; data is {token}',
        body: loginSchema,
        response: { 200: envelopeSchema(loginTokenSchema) },
      },
    },
    async (request) => ok(request, { token: await auth.login(loginInput(request)) }),
  );

  app.post(
    '/api/user/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'End this session; its token stops working at once',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await auth.logout(sessionOf(request));
      return ok(request, null);
    },
  );
};
