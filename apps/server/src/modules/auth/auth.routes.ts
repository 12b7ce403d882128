import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@console/shared/user/contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import { sessionClientOf, type Platform } from '../../platform';
import type { IdentityService, PasskeyService } from '../identity';
import type { SecurityService } from '../security';
import { originOf, type SsoService } from '../sso';
import type { UserService } from '../user';
import { createAuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<
  Pick<Platform, 'sessions' | 'throttle'> & {
    users: UserService;
    identity: IdentityService;
    passkeys: PasskeyService;
    security: SecurityService;
    sso: SsoService;
  }
> = async (app, { users, identity, passkeys, sessions, throttle, security, sso }) => {
  const auth = createAuthService({ users, identity, passkeys, sessions, throttle, security });

  await implement(app, authApi, {
    cacheLogin: {
      summary: 'Log in; data is the bearer token (403 for an account with a second factor)',
      handler: (request) => auth.tokenLogin(request.body, sessionClientOf(request)),
    },
    login: {
      summary: 'Log in; data is {token}, or {secondStep} for an account with a second factor',
      handler: (request) => auth.login(request.body, sessionClientOf(request)),
    },
    logout: {
      summary:
        "End this session; its token stops working at once. Data is the provider's sign-out address for a session of single sign-on, else null",
      handler: async (request) => {
        const session = sessionOf(request);
        await auth.logout(session);
        const providerSignOutUrl = await sso.providerSignOut(session, originOf(request));
        return providerSignOutUrl ? { providerSignOutUrl } : null;
      },
    },
  });
};
