import { z } from 'zod';
import { MESSAGE_TAGS, MESSAGE_TYPES } from '../constants';
import { idSchema } from '../list';

export const messageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageTypeSchema>;

export const messageItemSchema = z.object({
  id: z.number().int(),
  type: messageTypeSchema,
  title: z.string(),
  subTitle: z.string(),
  avatar: z.string().optional(),
  content: z.string(),
  time: z.string(),
  messageType: z.literal(MESSAGE_TAGS).optional(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const readMessagesSchema = z.object({
  ids: z.array(idSchema).min(1, 'validation.idsRequired').max(500, 'validation.tooMany'),
});
export type ReadMessagesInput = z.infer<typeof readMessagesSchema>;

/** The caller's messages. */
export const messageListSchema = z.array(messageItemSchema);
/** How many messages a read marked. */
export const readCountSchema = z.number().int();
