/** The AI assistant of `/dashboard/chat` (docs/decisions/023): limits, without zod. */

export const CHAT_LIMITS = {
  /** A message the user types, in characters (the composer's counter shows it). */
  contentMax: 2000,
  /** A conversation's title, in characters. */
  titleMax: 60,
  /** A new conversation's title: the first message cut to this many characters. */
  titleFromMessage: 20,
  /** The search box's text, in characters. */
  searchMax: 100,
  /** Conversations one account may keep; the list shows all of them. */
  perUser: 200,
  /** Messages one conversation may hold (each answer counts). */
  messagesPerConversation: 400,
} as const;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * How an answer ended: `complete`; `stopped` by the user (its partial text kept); `failed` when the
 * provider erred or stalled (the partial text, if any, kept).
 */
export const ANSWER_STATUSES = ['complete', 'stopped', 'failed'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** What the built-in assistant can answer, in the order its answer lists them. */
export const ASSISTANT_INTENTS = [
  'workplaceStats',
  'topAuthors',
  'tasksInProgress',
  'walletBalance',
  'policiesByStatus',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/**
 * The events of a completion stream (`text/event-stream`): `start` once (the stored user message,
 * when the request added one), `delta` for each piece of the answer, then `done` with the stored
 * answer or `error` with a localized message (and the partial answer, when one was kept).
 */
export const CHAT_STREAM_EVENTS = ['start', 'delta', 'done', 'error'] as const;
export type ChatStreamEvent = (typeof CHAT_STREAM_EVENTS)[number];

/** A new conversation's title from its first message: whitespace folded, cut with an ellipsis. */
export function titleFromMessage(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= CHAT_LIMITS.titleFromMessage
    ? flat
    : `${chars.slice(0, CHAT_LIMITS.titleFromMessage).join('')}…`;
}
