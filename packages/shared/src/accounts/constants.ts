/** The console's accounts as administrators manage them (docs/permissions.md, "Accounts"): enumerations and limits, without zod. */

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Columns the account list may be sorted by. Without `sortField` the newest accounts come first. */
export const ACCOUNT_SORT_FIELDS = ['username', 'createdTime'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

/** A username: 3 to 32 letters, digits, `.`, `_` or `-` (what sign-in forms and URLs take without surprises). */
export const ACCOUNT_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const ACCOUNT_USERNAME_MAX = 32;
export const ACCOUNT_NAME_MAX = 50;
export const ACCOUNT_EMAIL_MAX = 100;
/** Longest text the keyword filter takes. */
export const ACCOUNT_KEYWORD_MAX = 50;
