import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetApi } from '@console/shared/password-reset/contract';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { implement } from '../../kit/operations';
import type { Platform } from '../../platform';
import { createAuthFlowStore } from '../identity';
import { createPasswordResetService } from './password-reset.service';
import { createPasswordResetStore } from './password-reset.store';

/** The password reset's endpoints (docs/api.md, "Password reset"). */
export const passwordResetRoutes: FastifyPluginAsyncZod<
  Pick<Platform, 'config' | 'db' | 'sessions' | 'throttle' | 'mailer'>
> = async (app, { config, db, sessions, throttle, mailer }) => {
  const reset = createPasswordResetService({
    uow: unitOfWork(db, (tx) => ({
      rows: createPasswordResetStore(tx),
      flows: createAuthFlowStore(tx),
      audit: createAuditStore(tx),
    })),
    sessions,
    throttle,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // The mail of a request already answered still leaves before the process stops.
  app.addHook('onClose', () => reset.settled());

  await implement(app, passwordResetApi, {
    status: {
      summary: 'Whether the console sends password reset links (the login page offers them only then)',
      handler: async () => reset.status(),
    },
    request: {
      summary: 'Send a reset link to the account a username or an e-mail address names; the answer never says which',
      handler: async (request) => {
        await reset.request({
          login: request.body.login,
          locale: request.locale,
          origin: `${request.protocol}://${request.host}`,
          address: request.ip,
        });
        return null;
      },
    },
    complete: {
      summary: "Set a new password with a reset link's token (once); every session of the account ends",
      handler: async (request) => {
        await reset.complete(request.body);
        return null;
      },
    },
  });
};
