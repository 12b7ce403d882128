import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityApi } from '@console/shared/identity/contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import { sessionClientOf } from '../../platform';
import type { IdentityService } from './identity.service';
import type { PasskeyService } from './passkeys.service';
import { passkeyRoutes } from './passkeys.routes';

/** The second factor's endpoints (docs/api.md, "Second factor"), and the passkeys'. */
export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService; passkeys: PasskeyService }> = async (
  app,
  { identity, passkeys },
) => {
  await passkeyRoutes(app, passkeys);
  await implement(app, identityApi, {
    secondStep: {
      summary: 'Complete a sign-in that answered a second step with a code; data is {token}',
      handler: (request) => identity.completeSecondStep(request.body, sessionClientOf(request)),
    },
    status: {
      summary: "The caller's second factor: whether the app is on, its recovery codes left, whether a role requires it",
      handler: (request) => identity.status(sessionOf(request)),
    },
    setupTotp: {
      summary:
        'A new secret for an authenticator app (text, otpauth address, QR code), in force once a code confirms it',
      handler: (request) => identity.setup(sessionOf(request)),
    },
    enableTotp: {
      summary: 'Put the secret set up in force with a code from it; data holds the recovery codes, shown once',
      handler: (request) => identity.enable(sessionOf(request), request.body.code, request.ip),
    },
    disableTotp: {
      summary: 'Turn the app off with a fresh code or a recovery code (409 while a role requires it)',
      handler: async (request) => {
        await identity.disable(sessionOf(request), request.body.code, request.ip);
        return null;
      },
    },
    regenerateRecoveryCodes: {
      summary: 'Replace every recovery code, with a fresh code; data holds the new ones',
      handler: (request) => identity.regenerateRecoveryCodes(sessionOf(request), request.body.code, request.ip),
    },
  });
};
