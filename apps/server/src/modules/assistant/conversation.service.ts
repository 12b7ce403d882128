import { ApiCode, type Locale } from '@console/shared';
import { CHAT_LIMITS, type AnswerStatus } from '@console/shared/assistant/constants';
import type {
  ChatMessage,
  CompletionRequest,
  Conversation,
  ConversationSummary,
} from '@console/shared/assistant/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import { translate } from '../../i18n/i18n';
import { AppError, fieldError, notFound, tooManyRequests } from '../../lib/app-error';
import { formatDateTime } from '../../lib/format-time';
import { roomForQuestion, type ConversationRow, type ConversationStore, type MessageRow } from './conversation.store';

/** The rate limit's window. */
const RATE_WINDOW_MS = 60_000;

const toSummary = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  createdTime: row.createdAt.toISOString(),
  updatedTime: row.updatedAt.toISOString(),
});

const conversationFull = () =>
  new AppError(400, ApiCode.validation, 'errors.conversationFull', {
    params: { max: CHAT_LIMITS.messagesPerConversation },
  });

const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  status: row.status,
  time: row.createdAt.toISOString(),
});

/** A turn as a model reads it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** A completion ready to answer: the history ending with the question, and where the answer goes. */
export interface PreparedCompletion {
  conversationId: number;
  /** The question the answer replies to: an earlier answer to it is replaced by the new one. */
  questionId: number;
  history: Turn[];
  /** The message this request added; null for a regeneration. */
  userMessage: ChatMessage | null;
}

/** Markdown of a conversation, for its download: the title, then each turn under its speaker. */
export function conversationMarkdown(conversation: Conversation, locale: Locale): string {
  const turns = conversation.messages.map((message) => {
    const speaker = translate(locale, message.role === 'user' ? 'assistant.export.user' : 'assistant.export.assistant');
    const note =
      message.status === 'stopped' || message.status === 'failed'
        ? ` ${translate(locale, `assistant.export.${message.status}`)}`
        : '';
    return `### ${speaker} · ${formatDateTime(new Date(message.time))}${note}\n\n${message.content}\n`;
  });
  return [`# ${conversation.title}\n`, ...turns].join('\n');
}

/**
 * Conversations with the assistant, each its owner's alone (another account's id is 404, or 400 as
 * a completion's unknown reference). Completions are counted per account per minute.
 */
export function createConversationService(
  uow: UnitOfWork<{ conversations: ConversationStore }>,
  ratePerMinute: number,
) {
  const store = uow.read.conversations;
  const found = async (userId: number, id: number) => {
    const row = await store.find(userId, id);
    if (!row) throw notFound();
    return row;
  };
  const get = async (userId: number, id: number): Promise<Conversation> => {
    const row = await found(userId, id);
    return { ...toSummary(row), messages: (await store.messages(row.id)).map(toChatMessage) };
  };

  return {
    list: async (userId: number, keyword: string | undefined): Promise<ConversationSummary[]> =>
      (await store.list(userId, keyword)).map(toSummary),

    get,

    async create(userId: number, title: string): Promise<ConversationSummary> {
      const row = await store.insertWithin(userId, title, CHAT_LIMITS.perUser);
      if (!row)
        throw new AppError(400, ApiCode.validation, 'errors.conversationLimit', {
          params: { max: CHAT_LIMITS.perUser },
        });
      return toSummary(row);
    },

    async rename(userId: number, id: number, title: string): Promise<ConversationSummary> {
      const row = await store.rename(userId, id, title);
      if (!row) throw notFound();
      return toSummary(row);
    },

    async remove(userId: number, id: number): Promise<{ deleted: number }> {
      const deleted = await store.remove(userId, id);
      if (deleted === 0) throw notFound();
      return { deleted };
    },

    async exportMarkdown(userId: number, id: number, locale: Locale): Promise<string> {
      return conversationMarkdown(await get(userId, id), locale);
    },

    /**
     * Checks a completion request and stores its question: 400 for a conversation that is not the
     * caller's or nothing to regenerate, 429 over the rate limit (nothing stored then).
     */
    async prepare(userId: number, request: CompletionRequest): Promise<PreparedCompletion> {
      const conversation = await store.find(userId, request.conversationId);
      if (!conversation) throw fieldError('conversationId', 'validation.conversationUnknown');
      const messages = await store.messages(conversation.id);
      const question = request.messages?.[0];
      if (question === undefined) {
        const lastQuestion = messages.findLastIndex((message) => message.role === 'user');
        if (lastQuestion < 0) throw new AppError(400, ApiCode.validation, 'errors.nothingToRegenerate');
        messages.splice(lastQuestion + 1);
      } else if (
        !roomForQuestion(
          messages.filter((message) => message.role === 'user').length,
          CHAT_LIMITS.messagesPerConversation,
        )
      ) {
        // Checked again as the question is stored; here it spares the rate limit a request that cannot go on.
        throw conversationFull();
      }
      const waitMs = await store.reserveRequest(userId, ratePerMinute, RATE_WINDOW_MS);
      if (waitMs > 0) throw tooManyRequests('errors.assistantRateLimited', waitMs);
      let added: MessageRow | undefined;
      if (question !== undefined) {
        added = await store.addQuestionWithin(
          userId,
          conversation.id,
          question.content,
          CHAT_LIMITS.messagesPerConversation,
        );
        if (!added) throw conversationFull();
      }
      const history = added ? [...messages, added] : messages;
      const last = history.at(-1);
      if (!last) throw new Error('a prepared completion has a question');
      return {
        conversationId: conversation.id,
        questionId: last.id,
        history: history.map(({ role, content }) => ({ role, content })),
        userMessage: added ? toChatMessage(added) : null,
      };
    },

    /** Stores the answer (replacing an earlier one to the same question); an empty unfinished answer is not kept. */
    async saveAnswer(prepared: PreparedCompletion, content: string, status: AnswerStatus): Promise<ChatMessage | null> {
      if (content === '' && status !== 'complete') return null;
      const row = await uow.transaction(({ conversations }) =>
        conversations.saveAnswer(prepared.conversationId, prepared.questionId, content, status),
      );
      return toChatMessage(row);
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
