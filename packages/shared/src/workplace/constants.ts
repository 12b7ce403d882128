/** The Workplace dashboard (docs/product.md, Workplace): enumerations and limits, without zod. */

/** Content categories: the popular-content tabs and the donut's slices. */
export const CONTENT_CATEGORIES = ['text', 'image', 'video'] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];
export const CONTENT_DATA_DAYS = 8;
export const POPULAR_LIST_SIZE = 5;
export const ANNOUNCEMENT_TYPES = ['activity', 'message', 'notice'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const ANNOUNCEMENTS_LIMIT = 5;
/** How many distinct routes the server remembers per user. */
export const RECENT_VISITS_MAX = 3;
