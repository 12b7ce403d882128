import { z } from 'zod';
import { idSchema, textSchema } from '../list';
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_PICK_KEY_MAX,
  SEARCH_PICK_KINDS,
  SEARCH_PICK_TEXT_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_TYPES,
  type SearchType,
} from './constants';

export const searchTypeSchema = z.enum(SEARCH_TYPES, { error: 'validation.option' });

/**
 * `GET /api/search?q=&types=&limit=`: `q` is matched inside words, in any case; `types` is a
 * comma-separated list (every kind the caller may read when absent); `limit` is per kind.
 */
export const searchQuerySchema = z.object({
  q: textSchema({ max: SEARCH_QUERY_MAX, required: true }),
  types: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((type) => type.trim()) : undefined))
    .pipe(z.array(searchTypeSchema).min(1, 'validation.option').optional()),
  limit: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.tooSmall')
    .max(SEARCH_LIMIT_MAX, 'validation.tooBig')
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One record found. */
export const searchHitSchema = z.object({
  type: searchTypeSchema,
  id: idSchema,
  /** What the record is called: a policy's or task's name, a document's or message's title, a username. */
  title: z.string(),
  /** A second line: a project's description, a task's assignee, a message's content, an account's name and e-mail. */
  detail: z.string(),
  /** What the record's screen filters by to show it: a policy's number, a task's number, an account's username. */
  code: z.string().optional(),
  /** A message's tab in the message box (`message`, `notice`, `todo`). */
  group: z.string().optional(),
  /** ISO 8601: the record's last change, the last of the ranking's keys. */
  updatedTime: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  /** By kind in `SEARCH_TYPES` order; within a kind, exact matches, then prefixes, then the rest, newest first. */
  hits: z.array(searchHitSchema),
  /** Kinds asked for (or readable) whose query ran out of time: the answer goes out without them. */
  skipped: z.array(searchTypeSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

const pickText = textSchema({ max: SEARCH_PICK_TEXT_MAX });

/** What the palette remembers of a pick; the server keeps each account's last `SEARCH_PICKS_MAX`. */
export const searchPickInputSchema = z.object({
  kind: z.enum(SEARCH_PICK_KINDS, { error: 'validation.option' }),
  /** A record's kind; only for `record`. */
  type: searchTypeSchema.optional(),
  /** A route's name, an action's name, or a record's id. */
  key: textSchema({ max: SEARCH_PICK_KEY_MAX, required: true }),
  /** A record's title and detail as found (screens and actions take theirs from the dictionaries). */
  title: pickText.default(''),
  detail: pickText.default(''),
  code: pickText.optional(),
  group: pickText.optional(),
});
export type SearchPickInput = z.infer<typeof searchPickInputSchema>;

export const searchPickSchema = searchPickInputSchema.extend({
  title: z.string(),
  detail: z.string(),
  /** ISO 8601. */
  pickedTime: z.string(),
});
export type SearchPick = z.infer<typeof searchPickSchema>;

/** Newest first; records whose kind the caller may no longer read are left out. */
export const searchPicksSchema = z.array(searchPickSchema);

export type { SearchType };
