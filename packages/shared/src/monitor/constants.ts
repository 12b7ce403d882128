/** The real-time monitor (`/dashboard/monitor`): enumerations and limits of the live studio, without zod. */

/** How the studio broadcasts; the data statistic's radio filters its programs by it. */
export const LIVE_METHODS = ['normal', 'flowControl', 'video', 'web'] as const;
export type LiveMethod = (typeof LIVE_METHODS)[number];

/** The studio's three stream lines; the one on air is the studio's `line`. */
export const STREAM_LINES = ['main', 'hotStandby', 'coldStandby'] as const;
export type StreamLine = (typeof STREAM_LINES)[number];

export const PLAY_FORMATS = ['flv', 'hls', 'rtmp'] as const;
export type PlayFormat = (typeof PLAY_FORMATS)[number];

/** Picture qualities, best first; "change clarity" steps down and wraps, "remove clarity" goes back to the original. */
export const PICTURE_QUALITIES = ['original', 'hd', 'sd'] as const;
export type PictureQuality = (typeof PICTURE_QUALITIES)[number];

/** The quick operations' buttons. */
export const STUDIO_OPERATIONS = ['changeClarity', 'switchStream', 'removeClarity', 'pushGasket'] as const;
export type StudioOperation = (typeof STUDIO_OPERATIONS)[number];

/** Kinds of chat message; the chat window's select filters by them. */
export const CHAT_CATEGORIES = ['comment', 'question', 'gift'] as const;
export type ChatCategory = (typeof CHAT_CATEGORIES)[number];

/** Program status: 0 approved, −1 audit failed (a red tag on its cover). */
export const PROGRAM_STATUSES = [0, -1] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const CHAT_CONTENT_MAX = 200;
export const CHAT_SEARCH_MAX = 50;
/** The chat window shows at most this many of the latest messages. */
export const CHAT_HISTORY_LIMIT = 100;
export const STUDIO_TITLE_MAX = 40;
export const STUDIO_NOTIFICATION_MAX = 200;
export const STUDIO_CATEGORY_MAX = 20;
export const STUDIO_TAG_MAX = 20;
