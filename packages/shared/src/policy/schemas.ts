import { z } from 'zod';
import {
  dateRangeSchema,
  filterNumberSchema,
  filterTextSchema,
  idSchema,
  listSchemas,
  textSchema,
  versionSchema,
} from '../list';
import {
  POLICY_CONTENT_TYPES,
  POLICY_COUNT_MAX,
  POLICY_FILTER_TYPES,
  POLICY_NAME_MAX,
  POLICY_SORT_FIELDS,
  POLICY_STATUSES,
} from './constants';

/**
 * Policies ("sets", docs/product.md, Records) behind the search table `/list/search-table`. Endpoints and
 * rules: docs/api.md, "Policies".
 */

export const policyContentTypeSchema = z.enum(POLICY_CONTENT_TYPES, { error: 'validation.option' });
export const policyStatusSchema = z.enum(POLICY_STATUSES, { error: 'validation.option' });
export const policyFilterTypeSchema = z.enum(POLICY_FILTER_TYPES, { error: 'validation.option' });

export const policySchema = z.object({
  id: idSchema,
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

/** Filters of the list and of the export. */
export const policyFilterShape = {
  /** Exact set number. */
  number: filterNumberSchema,
  /** Case-insensitive "contains". */
  name: filterTextSchema(POLICY_NAME_MAX),
  contentType: policyContentTypeSchema.optional(),
  filterType: policyFilterTypeSchema.optional(),
  /** Inclusive instants (see `dateRangeSchema`). */
  createdTime: dateRangeSchema.optional(),
  status: policyStatusSchema.optional(),
};
export type PolicyFilter = z.infer<z.ZodObject<typeof policyFilterShape>>;

/** Editable fields, shared by the create/edit form and the server. */
export const policyInputSchema = z.object({
  name: textSchema({ max: POLICY_NAME_MAX, required: true }),
  contentType: policyContentTypeSchema,
  filterType: policyFilterTypeSchema,
  count: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.countRange')
    .max(POLICY_COUNT_MAX, 'validation.countRange'),
  status: policyStatusSchema,
});
export type PolicyInput = z.infer<typeof policyInputSchema>;

export const policyUpdateSchema = policyInputSchema.extend({ version: versionSchema });
export type PolicyUpdateInput = z.infer<typeof policyUpdateSchema>;

export const policyStatusInputSchema = z.object({ status: policyStatusSchema, version: versionSchema });
export type PolicyStatusInput = z.infer<typeof policyStatusInputSchema>;

/** The search table on the list kit: its queries, its page and its writes. */
export const policyList = listSchemas({
  item: policySchema,
  filters: policyFilterShape,
  sortFields: POLICY_SORT_FIELDS,
  create: policyInputSchema,
  update: policyUpdateSchema,
});
export type PolicyListQuery = z.infer<typeof policyList.query>;
export type PolicyPage = z.infer<typeof policyList.page>;
export type PolicyExportQuery = z.infer<typeof policyList.exportQuery>;
