import { contract } from '../api/contract';

/**
 * The AI assistant's operations (docs/decisions/023): the caller's own conversations, and the
 * completions that stream their answers back.
 */
export const assistantApi = contract('assistant', () => import('./schemas'), {
  /** The caller's conversations, latest first; `keyword` searches titles and messages. */
  list: {
    method: 'GET',
    path: '/api/chat/conversations',
    access: 'assistant.use',
    query: (s) => s.conversationListQuerySchema,
    response: (s) => s.conversationSummaryListSchema,
  },
  create: {
    method: 'POST',
    path: '/api/chat/conversations',
    access: 'assistant.use',
    body: (s) => s.conversationCreateSchema,
    response: (s) => s.conversationSummarySchema,
  },
  /** A conversation with its messages. */
  get: {
    method: 'GET',
    path: '/api/chat/conversations/:id',
    access: 'assistant.use',
    params: (s) => s.idParamsSchema,
    response: (s) => s.conversationSchema,
  },
  rename: {
    method: 'PATCH',
    path: '/api/chat/conversations/:id',
    access: 'assistant.use',
    params: (s) => s.idParamsSchema,
    body: (s) => s.conversationRenameSchema,
    response: (s) => s.conversationSummarySchema,
  },
  /** Deletes a conversation and its messages. */
  remove: {
    method: 'DELETE',
    path: '/api/chat/conversations/:id',
    access: 'assistant.use',
    params: (s) => s.idParamsSchema,
    response: (s) => s.deleteResultSchema,
  },
  /** A conversation as a Markdown download. */
  export: {
    method: 'GET',
    path: '/api/chat/conversations/:id/export',
    access: 'assistant.use',
    params: (s) => s.idParamsSchema,
    answers: 'file',
  },
  /**
   * Asks in a conversation, or regenerates its last answer: the answer streams back as server-sent
   * events (`start`, `delta`, then `done` or `error`; `ChatStreamData`). Aborting the request stops it.
   */
  complete: {
    method: 'POST',
    path: '/api/chat/completions',
    access: 'assistant.use',
    body: (s) => s.completionRequestSchema,
    answers: 'events',
  },
});
