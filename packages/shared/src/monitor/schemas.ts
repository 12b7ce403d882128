import { z } from 'zod';
import { filterTextSchema, idSchema, textSchema } from '../list';
import {
  CHAT_CATEGORIES,
  CHAT_CONTENT_MAX,
  CHAT_SEARCH_MAX,
  LIVE_METHODS,
  PICTURE_QUALITIES,
  PLAY_FORMATS,
  PROGRAM_STATUSES,
  STREAM_LINES,
  STUDIO_CATEGORY_MAX,
  STUDIO_NOTIFICATION_MAX,
  STUDIO_OPERATIONS,
  STUDIO_TAG_MAX,
  STUDIO_TITLE_MAX,
} from './constants';

export { idParamsSchema } from '../list';

/**
 * The real-time monitor's live studio, its chat and its programs (admin; changes also reach every
 * monitor over the live channel). Its endpoints are the operations of `monitorApi` (./contract.ts).
 */

export const liveMethodSchema = z.enum(LIVE_METHODS, { error: 'validation.option' });
export const chatCategorySchema = z.enum(CHAT_CATEGORIES, { error: 'validation.option' });

/** One chat message: Arco Design Pro's `{id, username, content, time, isCollect}` plus its kind and instant. */
export const chatItemSchema = z.object({
  id: idSchema,
  username: z.string(),
  content: z.string(),
  /** `HH:mm:ss` in the server's time zone. */
  time: z.string(),
  isCollect: z.boolean(),
  category: chatCategorySchema,
  /** ISO 8601 instant. */
  createdTime: z.string(),
});
export type ChatItem = z.infer<typeof chatItemSchema>;
/** The studio's latest chat messages, oldest first. */
export const chatItemListSchema = z.array(chatItemSchema);

export const chatListQuerySchema = z.object({
  category: chatCategorySchema.optional(),
  keyword: filterTextSchema(CHAT_SEARCH_MAX),
});
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

export const chatPostSchema = z.object({
  content: textSchema({
    max: CHAT_CONTENT_MAX,
    required: 'validation.chatContentRequired',
    tooLong: 'validation.chatContentTooLong',
  }),
});
export type ChatPost = z.infer<typeof chatPostSchema>;

export const chatCollectSchema = z.object({ isCollect: z.boolean({ error: 'validation.boolean' }) });
export type ChatCollect = z.infer<typeof chatCollectSchema>;

/** What the studio information form saves. */
export const studioInfoSchema = z.object({
  title: textSchema({ max: STUDIO_TITLE_MAX, required: 'validation.studioTitleRequired' }),
  notification: textSchema({ max: STUDIO_NOTIFICATION_MAX, required: 'validation.studioNotificationRequired' }),
  category: textSchema({ max: STUDIO_CATEGORY_MAX, required: 'validation.studioCategoryRequired' }),
  tag: textSchema({ max: STUDIO_TAG_MAX }).default(''),
});
export type StudioInfo = z.infer<typeof studioInfoSchema>;
export type StudioInfoInput = z.input<typeof studioInfoSchema>;

export const studioOperationSchema = z.object({ operation: z.enum(STUDIO_OPERATIONS, { error: 'validation.option' }) });
export type StudioOperationInput = z.infer<typeof studioOperationSchema>;

/** One of the studio's stream lines: bit rate in kbps, frame rate in fps. */
export const studioStreamSchema = z.object({
  line: z.enum(STREAM_LINES),
  bitRate: z.number().int(),
  frameRate: z.number().int(),
});
export type StudioStream = z.infer<typeof studioStreamSchema>;

export const studioSchema = z.object({
  title: z.string(),
  notification: z.string(),
  category: z.string(),
  tag: z.string(),
  liveMethod: liveMethodSchema,
  /** The line on air. */
  line: z.enum(STREAM_LINES),
  cdn: z.string(),
  playFormat: z.enum(PLAY_FORMATS),
  quality: z.enum(PICTURE_QUALITIES),
  /** A placeholder picture (a "gasket") is pushed instead of the live feed. */
  gasket: z.boolean(),
  streams: z.array(studioStreamSchema),
  /** People watching: open monitors on every server process, plus the simulated audience. */
  viewers: z.number().int().min(0),
  /** Whose studio it is. */
  ownerName: z.string(),
  /** ISO 8601 instant of the latest change. */
  updatedTime: z.string(),
});
export type Studio = z.infer<typeof studioSchema>;

export const programQuerySchema = z.object({ liveMethod: liveMethodSchema.optional() });
export type ProgramQuery = z.infer<typeof programQuerySchema>;

/** A program in the studio's rotation. */
export const programSchema = z.object({
  id: idSchema,
  name: z.string(),
  liveMethod: liveMethodSchema,
  /** `HH:MM:SS`. */
  duration: z.string(),
  /** The short public id, e.g. `54e23ade`. */
  code: z.string(),
  status: z.literal(PROGRAM_STATUSES),
});
export type Program = z.infer<typeof programSchema>;
export const programListSchema = z.array(programSchema);
