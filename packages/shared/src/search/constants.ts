/** Global search (docs/product.md, "Global search"): what it finds and its limits, without zod. */
import type { Permission } from '../permissions';

/**
 * The kinds of record the search finds, in the order the palette groups them. Each answers from
 * its own query; `document`, `message` and `conversation` are the caller's own only.
 */
export const SEARCH_TYPES = ['policy', 'project', 'task', 'document', 'message', 'conversation', 'account'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * The permission a caller needs for each kind, checked on the server; `null` is anyone signed in
 * (messages: each account reads its own).
 */
export const SEARCH_TYPE_PERMISSIONS: Readonly<Record<SearchType, Permission | null>> = {
  policy: 'policy.read',
  project: 'project.read',
  task: 'task.read',
  document: 'document.read',
  message: null,
  conversation: 'assistant.use',
  account: 'account.read',
};

/** Longest query, in characters after trimming. */
export const SEARCH_QUERY_MAX = 50;
/** Hits per kind when `limit` is not given, and the most a caller may ask for. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** How long one kind's query may take before the answer goes out without it. */
export const SEARCH_TYPE_BUDGET_MS = 250;
/** How many recent picks the server keeps per account, and the palette shows on open. */
export const SEARCH_PICKS_MAX = 10;
/** Longest title or detail stored with a pick. */
export const SEARCH_PICK_TEXT_MAX = 200;
/** What a pick was: a screen of the menu, a record, or an action of the palette. */
export const SEARCH_PICK_KINDS = ['screen', 'record', 'action'] as const;
export type SearchPickKind = (typeof SEARCH_PICK_KINDS)[number];
/** Longest key of a pick: a route's name, an action's name, or a record's id. */
export const SEARCH_PICK_KEY_MAX = 64;
