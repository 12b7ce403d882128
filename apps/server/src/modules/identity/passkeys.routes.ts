import type { FastifyRequest } from 'fastify';
import { passkeyApi } from '@console/shared/identity/passkey-contract';
import { implement, type ZodApp } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import { sessionClientOf } from '../../platform';
import type { PasskeyService } from './passkeys.service';
import type { RequestSite } from './relying-party';

/** Where the page that sent the request was served from: the relying party and origin follow from it. */
const siteOf = (request: FastifyRequest): RequestSite => ({
  hostname: request.hostname,
  host: request.host,
  origin: request.headers.origin,
});

/** The passkeys' endpoints (docs/api.md, "Passkeys"). */
export async function passkeyRoutes(app: ZodApp, passkeys: PasskeyService): Promise<void> {
  await implement(app, passkeyApi, {
    list: {
      summary: "The caller's passkeys, oldest first",
      handler: (request) => passkeys.list(sessionOf(request)),
    },
    registrationOptions: {
      summary:
        'Start registering a passkey: the options of navigator.credentials.create() and the handle (flow) to complete it',
      handler: (request) => passkeys.registrationOptions(sessionOf(request), siteOf(request)),
    },
    register: {
      summary: 'Complete a registration with the authenticator’s answer, under a name; data is the passkey',
      handler: (request) => passkeys.register(sessionOf(request), request.body, siteOf(request)),
    },
    rename: {
      summary: 'Rename one of the caller’s passkeys',
      handler: (request) => passkeys.rename(sessionOf(request), request.params.id, request.body.name),
    },
    remove: {
      summary: 'Remove one of the caller’s passkeys (409 for the last second factor a role requires)',
      handler: async (request) => {
        await passkeys.remove(sessionOf(request), request.params.id);
        return null;
      },
    },
    signInOptions: {
      summary: 'Start a sign-in with a passkey: the options of navigator.credentials.get() and the handle (flow)',
      handler: (request) => passkeys.signInOptions(siteOf(request)),
    },
    signIn: {
      summary: 'Sign in with a passkey; data is {token}',
      handler: (request) => passkeys.signIn(request.body, siteOf(request), sessionClientOf(request)),
    },
  });
}
