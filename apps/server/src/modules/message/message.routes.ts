import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageApi } from '@console/shared/api/message-contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { MessageService } from './message.service';

export const messageRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (app, { messages }) => {
  const list = {
    summary: "The caller's messages, newest first, in the request's language",
    handler: (request: FastifyRequest) => messages.list(sessionOf(request), request.locale),
  };

  await implement(app, messageApi, {
    list,
    listPost: list,
    read: {
      summary: 'Mark messages read; data is how many changed',
      handler: (request) => messages.markRead(sessionOf(request), request.body.ids),
    },
  });
};
