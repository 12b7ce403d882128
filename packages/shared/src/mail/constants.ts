/** The demo outbox (docs/decisions/049-password-reset-by-mail.md): newest first unless sorted otherwise. */
export const OUTBOX_SORT_FIELDS = ['createdTime'] as const;
export type OutboxSortField = (typeof OUTBOX_SORT_FIELDS)[number];

/** Longest text the recipient filter takes. */
export const OUTBOX_RECIPIENT_MAX = 254;
