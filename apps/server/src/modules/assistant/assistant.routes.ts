import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantApi } from '@console/shared/assistant/contract';
import { unitOfWork } from '../../db/unit-of-work';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import { createAnswerSource, type AnswerGates } from './answer-source';
import { sendCompletion } from './completion-stream';
import { createConversationService } from './conversation.service';
import { createConversationStore } from './conversation.store';

/** The AI assistant of `/dashboard/chat` (docs/decisions/023): conversations and streamed completions. */
export const assistantRoutes: FastifyPluginAsyncZod<Pick<Platform, 'db' | 'config'> & { gates: AnswerGates }> = async (
  app,
  { db, config: { assistant }, gates },
) => {
  const { ratePerMinute, stallMs } = assistant;
  const conversations = createConversationService(
    unitOfWork(db, (tx) => ({ conversations: createConversationStore(tx) })),
    ratePerMinute,
  );
  const answerOf = createAnswerSource(gates, assistant);

  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  await implement(app, assistantApi, {
    list: {
      summary: 'The caller’s conversations, latest first; `keyword` searches titles and messages',
      handler: (request) => conversations.list(userOf(request), request.query.keyword),
    },
    create: {
      summary: 'Start a conversation',
      handler: (request) => conversations.create(userOf(request), request.body.title),
    },
    get: {
      summary: 'A conversation with its messages',
      handler: (request) => conversations.get(userOf(request), request.params.id),
    },
    rename: {
      summary: 'Rename a conversation',
      handler: (request) => conversations.rename(userOf(request), request.params.id, request.body.title),
    },
    remove: {
      summary: 'Delete a conversation and its messages',
      handler: (request) => conversations.remove(userOf(request), request.params.id),
    },
    export: {
      summary: 'A conversation as a Markdown download',
      handler: async (request, reply) => {
        const { id } = request.params;
        const markdown = await conversations.exportMarkdown(userOf(request), id, request.locale);
        return reply
          .header('content-type', 'text/markdown; charset=utf-8')
          .header('content-disposition', `attachment; filename="conversation-${id}.md"`)
          .send(markdown);
      },
    },
    complete: {
      summary: 'Ask in a conversation (or regenerate its last answer): the answer streams back as server-sent events',
      description:
        'Events: `start`, `delta` (a piece of the answer), then `done` or `error`. Aborting the request stops the answer (its partial text is kept).',
      handler: async (request, reply) => {
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
    },
  });
};
