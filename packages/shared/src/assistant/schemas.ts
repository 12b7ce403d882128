import { z } from 'zod';
import { idSchema, textSchema } from '../list';
import { ANSWER_STATUSES, CHAT_LIMITS, CHAT_ROLES } from './constants';

export { deleteResultSchema, idParamsSchema } from '../list';

/**
 * The AI assistant's conversations and completions (docs/decisions/023). Conversations are their
 * owner's alone: another account's id answers 404 (or 400 in a completion's body, like any unknown
 * reference). The endpoints are the operations of `assistantApi` (./contract.ts).
 */

export const chatContentSchema = textSchema({ max: CHAT_LIMITS.contentMax, required: true });
export const conversationTitleSchema = textSchema({ max: CHAT_LIMITS.titleMax, required: true });

export const chatMessageSchema = z.object({
  id: idSchema,
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  /** How an answer ended; null on the user's messages. */
  status: z.enum(ANSWER_STATUSES).nullable(),
  time: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
/** The caller's conversations, latest first. */
export const conversationSummaryListSchema = z.array(conversationSummarySchema);

export const conversationSchema = conversationSummarySchema.extend({ messages: z.array(chatMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

/** `?keyword=`: conversations whose title or any message contains it (case-insensitive). */
export const conversationListQuerySchema = z.object({ keyword: textSchema({ max: CHAT_LIMITS.searchMax }).optional() });
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationCreateSchema = z.object({ title: conversationTitleSchema });
export type ConversationCreateInput = z.infer<typeof conversationCreateSchema>;
export const conversationRenameSchema = conversationCreateSchema;

/**
 * A completion: the new user turn of a conversation (the server keeps the history and sends it to
 * the model), or `regenerate` to replace the last answer by a new one.
 */
export const completionRequestSchema = z
  .object({
    conversationId: idSchema,
    messages: z
      .array(z.object({ role: z.literal('user', { error: 'validation.option' }), content: chatContentSchema }))
      .min(1, 'validation.required')
      .max(1, 'validation.tooMany')
      .optional(),
    regenerate: z.literal(true).optional(),
  })
  .refine((body) => (body.messages === undefined) !== (body.regenerate === undefined), {
    message: 'validation.completionInput',
    path: ['messages'],
  });
export type CompletionRequest = z.infer<typeof completionRequestSchema>;

/** What each stream event carries in its `data:` line (JSON). */
export interface ChatStreamData {
  start: { conversationId: number; userMessage: ChatMessage | null };
  delta: { content: string };
  done: { message: ChatMessage };
  error: { code: number; msg: string; message: ChatMessage | null };
}
