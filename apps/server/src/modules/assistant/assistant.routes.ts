import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteResultSchema, envelopeSchema, idParamsSchema, type Locale } from '@console/shared';
import {
  completionRequestSchema,
  conversationCreateSchema,
  conversationListQuerySchema,
  conversationRenameSchema,
  conversationSchema,
  conversationSummarySchema,
} from '@console/shared/chat/schemas';
import { POLICY_STATUSES, type PolicyStatus } from '@console/shared/policy/constants';
import { unitOfWork } from '../../db/unit-of-work';
import { translate } from '../../i18n/i18n';
import { createAuditRepository } from '../../kit/audit';
import type { SessionContext } from '../../lib/session-context';
import { sessionOf } from '../../plugins/access';
import { ok } from '../../plugins/envelope';
import type { ModuleDeps } from '../deps';
import { createPolicyService } from '../policy/policy.service';
import { createPolicyStore } from '../policy/policy.store';
import { createTaskService } from '../task/task.service';
import { createTaskStore } from '../task/task.store';
import { createVisualizationService } from '../visualization/visualization.service';
import { createVisualizationStore } from '../visualization/visualization.store';
import { createWorkplaceRepository } from '../workplace/workplace.repository';
import { createWorkplaceService } from '../workplace/workplace.service';
import { revealGradually, sendCompletion } from './completion-stream';
import { createConversationService, type PreparedCompletion } from './conversation.service';
import { createConversationStore } from './conversation.store';
import { createOfflineAssistant, type AssistantSources } from './offline-assistant';
import { streamFromProvider } from './provider';

/** The AI assistant of `/dashboard/chat` (docs/decisions/023): conversations and streamed completions. */
export const assistantRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config: { assistant } }) => {
  const { provider, ratePerMinute, stallMs } = assistant;
  const conversations = createConversationService(unitOfWork(db, (tx) => ({ conversations: createConversationStore(tx) })), ratePerMinute);
  const workplace = createWorkplaceService(unitOfWork(db, (tx) => ({ workplace: createWorkplaceRepository(tx) })));
  const analysis = createVisualizationService(createVisualizationStore(db));
  const tasks = createTaskService(unitOfWork(db, (tx) => ({ rows: createTaskStore(tx), audit: createAuditRepository(tx) })));
  const policies = createPolicyService(unitOfWork(db, (tx) => ({ rows: createPolicyStore(tx), audit: createAuditRepository(tx) })));

  /** The figures the built-in assistant answers with, each from the service of the screen that shows it. */
  const sourcesFor = (session: SessionContext, locale: Locale): AssistantSources => ({
    workplaceStats: () => workplace.stats(session),
    async topAuthors() {
      const period = analysis.period({});
      return { ...(await analysis.popularAuthors(period, locale)), from: period.from, to: period.to };
    },
    tasksInProgress: (limit) => tasks.page({ status: 'inProgress', sortField: 'finishTime', sortOrder: 'ascend', current: 1, pageSize: limit }, locale),
    async policiesByStatus() {
      const totals = await Promise.all(POLICY_STATUSES.map(async (status) => [status, (await policies.page({ status, current: 1, pageSize: 1 }, locale)).total] as const));
      return Object.fromEntries(totals) as Record<PolicyStatus, number>;
    },
  });

  /** The answer's pieces: from the provider when one is set, else from the built-in assistant. */
  const answerOf = (prepared: PreparedCompletion, session: SessionContext, locale: Locale) => (signal: AbortSignal) => {
    if (provider) return streamFromProvider(provider, translate(locale, 'assistant.systemPrompt'), prepared.history, signal);
    const question = prepared.history.at(-1)?.content ?? '';
    return revealGradually(() => createOfflineAssistant(sourcesFor(session, locale)).answer(question, locale), signal);
  };

  const tags = ['assistant'];
  const config = { access: 'assistant.use' } as const;
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  app.get(
    '/api/chat/conversations',
    {
      config,
      schema: { tags, summary: 'The caller’s conversations, latest first; `keyword` searches titles and messages', querystring: conversationListQuerySchema, response: { 200: envelopeSchema(z.array(conversationSummarySchema)) } },
    },
    async (request) => ok(request, await conversations.list(userOf(request), request.query.keyword)),
  );

  app.post(
    '/api/chat/conversations',
    { config, schema: { tags, summary: 'Start a conversation', body: conversationCreateSchema, response: { 200: envelopeSchema(conversationSummarySchema) } } },
    async (request) => ok(request, await conversations.create(userOf(request), request.body.title)),
  );

  app.get(
    '/api/chat/conversations/:id',
    { config, schema: { tags, summary: 'A conversation with its messages', params: idParamsSchema, response: { 200: envelopeSchema(conversationSchema) } } },
    async (request) => ok(request, await conversations.get(userOf(request), request.params.id)),
  );

  app.patch(
    '/api/chat/conversations/:id',
    { config, schema: { tags, summary: 'Rename a conversation', params: idParamsSchema, body: conversationRenameSchema, response: { 200: envelopeSchema(conversationSummarySchema) } } },
    async (request) => ok(request, await conversations.rename(userOf(request), request.params.id, request.body.title)),
  );

  app.delete(
    '/api/chat/conversations/:id',
    { config, schema: { tags, summary: 'Delete a conversation and its messages', params: idParamsSchema, response: { 200: envelopeSchema(deleteResultSchema) } } },
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
        description: 'Events: `start`, `delta` (a piece of the answer), then `done` or `error`. Aborting the request stops the answer (its partial text is kept).',
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
