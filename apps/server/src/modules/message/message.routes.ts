import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, messageItemSchema, readMessagesSchema } from '@console/shared';
import { ok } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/access';
import type { ModuleDeps } from '../deps';
import { createMessageRepository } from './message.repository';
import { createMessageService } from './message.service';

export const messageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, live }) => {
  const messages = createMessageService(createMessageRepository(db), live.bus);
  const tags = ['message'];

  app.route({
    method: ['GET', 'POST'],
    url: '/api/message/list',
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "The caller's messages, newest first, in the request's language",
      response: { 200: envelopeSchema(z.array(messageItemSchema)) },
    },
    handler: async (request) => ok(request, await messages.list(sessionOf(request), request.locale)),
  });

  app.post(
    '/api/message/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Mark messages read; data is how many changed',
        body: readMessagesSchema,
        response: { 200: envelopeSchema(z.number().int()) },
      },
    },
    async (request) => ok(request, await messages.markRead(sessionOf(request), request.body.ids)),
  );
};
