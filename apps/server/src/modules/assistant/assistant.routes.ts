import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteResultSchema, envelopeSchema, idParamsSchema } from '@console/shared';
import {
  completionRequestSchema,
  conversationCreateSchema,
  conversationListQuerySchema,
  conversationRenameSchema,
  conversationSchema,
  conversationSummarySchema,
} from '@console/shared/chat/schemas';
import { unitOfWork } from '../../db/unit-of-work';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { createAnswerSource } from './answer-source';
import { sendCompletion } from './completion-stream';
import { createConversationService } from './conversation.service';
import { createConversationStore } from './conversation.store';

/** The AI assistant of `/dashboard/chat` (docs/decisions/023): conversations and streamed completions. */
export const assistantRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config: { assistant } }) => {
  const { ratePerMinute, stallMs } = assistant;
  const conversations = createConversationService(
    unitOfWork(db, (tx) => ({ conversations: createConversationStore(tx) })),
    ratePerMinute,
  );
  const answerOf = createAnswerSource(db, assistant);

  const tags = ['assistant'];
  const config = { access: 'assistant.use' } as const;
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  app.get(
    '/api/chat/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s conversations, latest first; `keyword` searches titles and messages',
        querystring: conversationListQuerySchema,
        response: { 200: envelopeSchema(z.array(conversationSummarySchema)) },
      },
    },
    async (request) => ok(request, await conversations.list(userOf(request), request.query.keyword)),
  );

  app.post(
    '/api/chat/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'Start a conversation',
        body: conversationCreateSchema,
        response: { 200: envelopeSchema(conversationSummarySchema) },
      },
    },
    async (request) => ok(request, await conversations.create(userOf(request), request.body.title)),
  );

  app.get(
    '/api/chat/conversations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A conversation with its messages',
        params: idParamsSchema,
        response: { 200: envelopeSchema(conversationSchema) },
      },
    },
    async (request) => ok(request, await conversations.get(userOf(request), request.params.id)),
  );

  app.patch(
    '/api/chat/conversations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a conversation',
        params: idParamsSchema,
        body: conversationRenameSchema,
        response: { 200: envelopeSchema(conversationSummarySchema) },
      },
    },
    async (request) => ok(request, await conversations.rename(userOf(request), request.params.id, request.body.title)),
  );

  app.delete(
    '/api/chat/conversations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a conversation and its messages',
        params: idParamsSchema,
        response: { 200: envelopeSchema(deleteResultSchema) },
      },
    },
    async (request) => ok(request, await conversations.remove(userOf(request), request.params.id)),
  );

  app.get(
    '/api/chat/conversations/:id/export',
    { config, schema: { tags, summary: 'A conversation as a Markdown download', params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const markdown = await conversations.exportMarkdown(userOf(request), id, request.locale);
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="conversation-${id}.md"`)
        .send(markdown);
    },
  );

  app.post(
    '/api/chat/completions',
    {
      config,
      schema: {
        tags,
        summary: 'Ask in a conversation (or regenerate its last answer): the answer streams back as server-sent events',
        description:
          'Events: `start`, `delta` (a piece of the answer), then `done` or `error`. Aborting the request stops the answer (its partial text is kept).',
        body: completionRequestSchema,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const prepared = await conversations.prepare(session.userId, request.body);
      const { locale } = request;
      await sendCompletion(reply, {
        prepared,
        answer: answerOf(prepared, session, locale),
        stallMs,
        save: (content, status) => conversations.saveAnswer(prepared, content, status),
        locale,
        onUnexpected: (error) => request.log.error({ err: error }, 'an assistant answer failed'),
      });
      return reply;
    },
  );
};
