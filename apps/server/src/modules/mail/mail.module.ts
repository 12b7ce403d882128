import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailApi } from '@console/shared/mail/contract';
import { listReadHandlers } from '../../kit/list-handlers';
import { implement } from '../../kit/operations';
import type { Platform } from '../../platform';
import { defineModule } from '../module';
import { createOutboxService, createOutboxStore, outboxExport } from './mail.outbox';

/** The outbox's endpoints (docs/api.md, "Password reset"): the list kit's reads. */
const mailRoutes: FastifyPluginAsyncZod<Pick<Platform, 'db'>> = async (app, { db }) => {
  await implement(
    app,
    mailApi,
    listReadHandlers({
      noun: { one: 'kept mail', many: 'kept mails' },
      service: createOutboxService(createOutboxStore(db)),
      exportSpec: outboxExport,
    }),
  );
};

/** The demo outbox's reader (the mailer writes it when no SMTP server is configured in demo mode). */
export const mailModule = defineModule({ name: 'mail', routes: mailRoutes });
