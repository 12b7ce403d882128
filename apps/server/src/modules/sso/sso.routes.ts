import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ssoApi } from '@console/shared/identity/sso-contract';
import { implement } from '../../kit/operations';
import { sessionClientOf } from '../../platform';
import type { SsoService } from './sso.service';

/** The origin the browser reached this request at (behind a trusted proxy, the one it names). */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** Single sign-on's endpoints (docs/api.md, "Single sign-on"). */
export const ssoRoutes: FastifyPluginAsyncZod<{ sso: SsoService }> = async (app, { sso }) => {
  await implement(app, ssoApi, {
    start: {
      summary: "Redirects to the OpenID provider's sign-in (back to the login page with ?sso-error= when it cannot)",
      handler: async (request, reply) => reply.redirect(await sso.start(request.query.search, originOf(request))),
    },
    callback: {
      summary: "The provider's redirect: back to the login page with #sso-grant=, or ?sso-error= and why not",
      handler: async (request, reply) => {
        const rawQuery = request.url.split('?')[1] ?? '';
        return reply.redirect(await sso.callback(request.query, rawQuery, originOf(request)));
      },
    },
    exchange: {
      summary:
        'Exchange the grant of a single sign-on, once; data is {token}, or {secondStep} for an account with a second factor',
      handler: (request) => sso.exchange(request.body.grant, sessionClientOf(request)),
    },
  });
};
