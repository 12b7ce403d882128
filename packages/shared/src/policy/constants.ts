/** Policies ("sets", docs/product.md, Records) of the search table: enumerations and limits, without zod. */

export const POLICY_CONTENT_TYPES = ['img', 'horizontalVideo', 'verticalVideo'] as const;
export type PolicyContentType = (typeof POLICY_CONTENT_TYPES)[number];
export const POLICY_STATUSES = ['online', 'offline'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const POLICY_FILTER_TYPES = ['artificial', 'rules'] as const;
export type PolicyFilterType = (typeof POLICY_FILTER_TYPES)[number];
/** Columns the list may be sorted by. Without `sortField` the newest policies come first. */
export const POLICY_SORT_FIELDS = ['number', 'name', 'count', 'createdTime'] as const;
export type PolicySortField = (typeof POLICY_SORT_FIELDS)[number];
export const POLICY_NAME_MAX = 64;
export const POLICY_COUNT_MAX = 999_999;
/** The demo seeds this many (docs/product.md, Constants: total 55 items). */
export const POLICY_DEMO_TOTAL = 55;
