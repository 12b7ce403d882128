/** The two analysis screens (docs/product.md, Data analysis, Multi-dimension analysis): enumerations and limits, without zod. */

/** What a content event records; each is one row of `content_events`. */
export const EVENT_KINDS = ['visit', 'publish', 'comment', 'share', 'click', 'like', 'exposure'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const CONTENT_TYPES = ['text', 'imageText', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const EVENT_CATEGORIES = ['international', 'finance', 'technology', 'sports', 'entertainment', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_SOURCES = ['ugc', 'foreignWebsites', 'reposted', 'industryReports', 'other'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** The four KPI tiles of the data analysis screen. */
export const OPINION_QUOTAS = ['visitors', 'published', 'comment', 'share'] as const;
export type OpinionQuota = (typeof OPINION_QUOTAS)[number];

/** The four data chain growth cards of the multi-dimension screen. */
export const CHAIN_QUOTAS = [
  'retentionTrends',
  'userRetention',
  'contentConsumptionTrends',
  'contentConsumption',
] as const;
export type ChainQuota = (typeof CHAIN_QUOTAS)[number];

/** The four series of the data overview. */
export const OVERVIEW_SERIES = ['production', 'clicks', 'exposure', 'activeUsers'] as const;
export type OverviewSeries = (typeof OVERVIEW_SERIES)[number];

/** The user actions bars. */
export const USER_ACTIONS = ['like', 'comment', 'share'] as const satisfies readonly EventKind[];

/** The periods offered by the period control, in days ending today (UTC). */
export const PERIOD_DAYS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export const DEFAULT_PERIOD_DAYS: PeriodDays = 30;
/** The longest custom range, in days. */
export const PERIOD_MAX_DAYS = 366;

/** Two-hour buckets of a day (0:00 … 22:00, UTC) of the publishing ratio and period analysis. */
export const DAY_BUCKETS = 12;
/** Rows of the popular author table. */
export const POPULAR_AUTHORS = 7;
/** Days of the chain growth mini charts (fewer when the period is shorter). */
export const CHAIN_DAYS = 12;
/** Points of the KPI tiles' line and bar mini charts (fewer when the period is shorter). */
export const TILE_POINTS = 12;
