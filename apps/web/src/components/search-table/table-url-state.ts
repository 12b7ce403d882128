import { z } from 'zod';
import type { SortOrder } from '@console/shared';

/** Paging and sorting fields every list query has (SPEC section 7: `current`, `pageSize`). */
export interface ListQuery {
  current: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

/** The query schema of a list endpoint: its filters plus `current` and `pageSize` with defaults. */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape, z.core.$strip>;

const PAGING_KEYS: readonly string[] = ['current', 'pageSize', 'sortField', 'sortOrder'];

type Value = unknown;

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

function isList(schema: z.ZodType): boolean {
  const inner = unwrap(schema);
  return inner instanceof z.ZodArray || inner instanceof z.ZodTuple;
}

function isBlank(value: Value): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The value a field takes when the URL does not carry it (its schema default, if any). */
function defaultOf(schema: ListQuerySchema, key: string): Value {
  const field = schema.shape[key] as z.ZodType | undefined;
  const parsed = field?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

/**
 * Reads a list query from a URL's search params with the endpoint's own query schema. Each field
 * is parsed on its own, so one bad value in a shared link drops that value (or falls back to the
 * field's default) instead of the whole state. Lists (arrays, tuples: a date range) are repeated keys.
 */
export function parseTableQuery<S extends ListQuerySchema>(params: URLSearchParams, schema: S): z.infer<S> & ListQuery {
  const query: Record<string, Value> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const raw = !params.has(key) ? undefined : isList(field) ? params.getAll(key) : params.get(key);
    const parsed = field.safeParse(raw);
    const value = parsed.success ? parsed.data : defaultOf(schema, key);
    if (!isBlank(value)) query[key] = value;
  }
  if (!query.sortField || !query.sortOrder) {
    delete query.sortField;
    delete query.sortOrder;
  }
  return query as z.infer<S> & ListQuery;
}

/** Writes a list query as search params, leaving out blanks and defaults so links stay short. */
export function serializeTableQuery(query: Record<string, Value>, schema: ListQuerySchema): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isBlank(value) || value === defaultOf(schema, key)) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return params;
}

/** The filter part of a query (everything but paging and sorting), blanks dropped. */
export function filtersOf(query: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => !PAGING_KEYS.includes(key) && !isBlank(value)));
}
