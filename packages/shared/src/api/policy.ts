import { z } from 'zod';
import {
  PAGE_SIZE_MAX,
  POLICY_CONTENT_TYPES,
  POLICY_COUNT_MAX,
  POLICY_EXPORT_FORMATS,
  POLICY_FILTER_TYPES,
  POLICY_LIST_DEFAULTS,
  POLICY_NAME_MAX,
  POLICY_SORT_FIELDS,
  POLICY_STATUSES,
  SORT_ORDERS,
} from '../constants';

/**
 * Policies ("sets", SPEC section 3) behind the search table `/list/search-table`.
 *
 * Endpoints (base `/member-api`, every answer the envelope `{code, msg, data}`):
 * - `GET    /api/list/policy?<policyListQuery>`            → `PolicyPage` (any role)
 * - `GET    /api/list/policy/export?format=csv|xlsx&<filters>` → file download of the whole
 *   filtered and sorted result (any role; not an envelope)
 * - `POST   /api/list/policy` `PolicyCreateInput`          → `Policy` (admin; number assigned by the server)
 * - `PUT    /api/list/policy/:id` `PolicyUpdateInput`      → `Policy` (admin)
 * - `PATCH  /api/list/policy/:id/status` `PolicyStatusInput` → `Policy` (admin)
 * - `DELETE /api/list/policy/:id`                          → `PolicyDeleteResult` (admin)
 * - `POST   /api/list/policy/batch-delete` `PolicyBatchDeleteInput` → `PolicyDeleteResult` (admin)
 *
 * Writes that carry a `version` fail with HTTP 409 (code 40900) when the row changed since that
 * version was read; an unknown id gives 404 (code 40400).
 */

export const policyContentTypeSchema = z.enum(POLICY_CONTENT_TYPES, { error: 'validation.option' });
export type PolicyContentType = z.infer<typeof policyContentTypeSchema>;

export const policyStatusSchema = z.enum(POLICY_STATUSES, { error: 'validation.option' });
export type PolicyStatus = z.infer<typeof policyStatusSchema>;

export const policyFilterTypeSchema = z.enum(POLICY_FILTER_TYPES, { error: 'validation.option' });
export type PolicyFilterType = z.infer<typeof policyFilterTypeSchema>;

export const policySortFieldSchema = z.enum(POLICY_SORT_FIELDS, { error: 'validation.option' });
export type PolicySortField = z.infer<typeof policySortFieldSchema>;

export const sortOrderSchema = z.enum(SORT_ORDERS, { error: 'validation.option' });
export type SortOrder = z.infer<typeof sortOrderSchema>;

export const policySchema = z.object({
  id: z.number().int().positive(),
  /** Assigned by the server on create, unique, never changes. */
  number: z.number().int().positive(),
  name: z.string(),
  contentType: policyContentTypeSchema,
  count: z.number().int().min(0),
  status: policyStatusSchema,
  filterType: policyFilterTypeSchema,
  /** ISO 8601 instant (UTC); the client formats it as `YYYY-MM-DD HH:mm:ss` in local time. */
  createdTime: z.string(),
  /** Optimistic-lock version: send it back with every edit. */
  version: z.number().int().positive(),
});
export type Policy = z.infer<typeof policySchema>;

/** A `YYYY-MM-DD` day or an ISO 8601 date-time with offset. */
const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const dateBoundSchema = z.string().refine((v) => DATE_OR_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), 'validation.dateTime');

/**
 * Filters of the list and of the export. In a query string arrays are repeated keys:
 * `createdTime=2026-11-01&createdTime=2026-11-20`. `createdTime` is an inclusive `[from, to]`
 * range: a plain day as `from` means the start of that UTC day, as `to` the end of it; send
 * ISO date-times (e.g. local start-of-day / end-of-day) to filter by the user's own days.
 */
export const policyFilterSchema = z.object({
  /** Exact set number. */
  number: z.coerce.number({ error: 'validation.integer' }).int('validation.integer').positive('validation.integer').optional(),
  /** Case-insensitive "contains". */
  name: z.string().trim().min(1, 'validation.required').max(POLICY_NAME_MAX, 'validation.tooLong').optional(),
  contentType: policyContentTypeSchema.optional(),
  filterType: policyFilterTypeSchema.optional(),
  createdTime: z
    .tuple([dateBoundSchema, dateBoundSchema], { error: 'validation.dateRange' })
    // Invalid bounds already have their own issue (NaN compares false).
    .refine(([from, to]) => !(rangeStart(from) > rangeEnd(to)), 'validation.dateRange')
    .optional(),
  status: policyStatusSchema.optional(),
});
export type PolicyFilter = z.infer<typeof policyFilterSchema>;

const isPlainDay = (v: string) => v.length === 10;
/** First instant of a `createdTime` range (see `policyFilterSchema`). */
export function rangeStart(from: string): Date {
  return new Date(isPlainDay(from) ? `${from}T00:00:00.000Z` : from);
}
/** Last instant of a `createdTime` range (see `policyFilterSchema`). */
export function rangeEnd(to: string): Date {
  return new Date(isPlainDay(to) ? `${to}T23:59:59.999Z` : to);
}

export const policySortSchema = z.object({
  sortField: policySortFieldSchema.optional(),
  /** Defaults to `ascend` when only `sortField` is given. */
  sortOrder: sortOrderSchema.optional(),
});

export const policyListQuerySchema = policyFilterSchema.extend(policySortSchema.shape).extend({
  current: z.coerce.number({ error: 'validation.integer' }).int('validation.integer').min(1, 'validation.pageMin').default(POLICY_LIST_DEFAULTS.current),
  pageSize: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.pageSizeRange')
    .max(PAGE_SIZE_MAX, 'validation.pageSizeRange')
    .default(POLICY_LIST_DEFAULTS.pageSize),
});
export type PolicyListQuery = z.infer<typeof policyListQuerySchema>;

export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int().min(0) });

export const policyPageSchema = pageSchema(policySchema);
export type PolicyPage = z.infer<typeof policyPageSchema>;

export const policyExportQuerySchema = policyFilterSchema.extend(policySortSchema.shape).extend({
  format: z.enum(POLICY_EXPORT_FORMATS, { error: 'validation.option' }),
});
export type PolicyExportQuery = z.infer<typeof policyExportQuerySchema>;

/** Editable fields, shared by the create/edit form and the server. */
export const policyInputSchema = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(POLICY_NAME_MAX, 'validation.tooLong'),
  contentType: policyContentTypeSchema,
  filterType: policyFilterTypeSchema,
  count: z.number({ error: 'validation.integer' }).int('validation.integer').min(0, 'validation.countRange').max(POLICY_COUNT_MAX, 'validation.countRange'),
  status: policyStatusSchema,
});
export type PolicyCreateInput = z.infer<typeof policyInputSchema>;
export const policyCreateSchema = policyInputSchema;

const versionSchema = z.number({ error: 'validation.version' }).int('validation.version').positive('validation.version');

export const policyUpdateSchema = policyInputSchema.extend({ version: versionSchema });
export type PolicyUpdateInput = z.infer<typeof policyUpdateSchema>;

export const policyStatusInputSchema = z.object({ status: policyStatusSchema, version: versionSchema });
export type PolicyStatusInput = z.infer<typeof policyStatusInputSchema>;

/** `:id` path parameter of the list endpoints. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const policyBatchDeleteSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'validation.idsRequired')
    .max(PAGE_SIZE_MAX, 'validation.tooMany'),
});
export type PolicyBatchDeleteInput = z.infer<typeof policyBatchDeleteSchema>;

export const policyDeleteResultSchema = z.object({ deleted: z.number().int().min(0) });
export type PolicyDeleteResult = z.infer<typeof policyDeleteResultSchema>;
