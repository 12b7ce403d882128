import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { LoginInput } from '@console/shared';
import { authApi } from '@console/shared/user/contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import type { UserService } from '../user';
import { createAuthService } from './auth.service';

/** The credentials and what sends them (the session list shows the browser and address). */
const loginInput = (request: FastifyRequest<{ Body: LoginInput }>) => ({
  ...request.body,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export const authRoutes: FastifyPluginAsyncZod<
  Pick<Platform, 'sessions' | 'throttle'> & { users: UserService }
> = async (app, { users, sessions, throttle }) => {
  const auth = createAuthService({ users, sessions, throttle });

  await implement(app, authApi, {
    cacheLogin: {
      summary: 'Log in; data is the bearer token',
      handler: (request) => auth.login(loginInput(request)),
    },
    login: {
      summary: 'Log in; data is {token}',
      handler: async (request) => ({ token: await auth.login(loginInput(request)) }),
    },
    logout: {
      summary: 'End this session; its token stops working at once',
      handler: async (request) => {
        await auth.logout(sessionOf(request));
        return null;
      },
    },
  });
};
