import { z } from 'zod';
import { dateRangeSchema, dayRangeSchema, dayRangeToInstants, pageWithinWindow, type ListQuery } from '@console/shared';

/**
 * A list's state as a screen keeps it (in its URL, its filter form) and as its endpoint takes it.
 * Both come from the endpoint's own query schema: the screen keeps a date range as the days the
 * picker shows, and the request sends the first and last instant of those days where the user is
 * (docs/architecture.md, "Lists").
 */

/** The query schema of a list endpoint (`listQuerySchema` of the shared kit). */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape, z.core.$strip>;

type Value = unknown;

const PAGING_KEYS: readonly string[] = ['current', 'pageSize', 'sortField', 'sortOrder'];

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

const isDateRange = (field: z.ZodType) => unwrap(field) === dateRangeSchema;

function isList(schema: z.ZodType): boolean {
  const inner = unwrap(schema);
  return inner instanceof z.ZodArray || inner instanceof z.ZodTuple;
}

function isBlank(value: Value): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

const screenSchemas = new WeakMap<ListQuerySchema, ListQuerySchema>();

/** The schema of a screen's list state: the endpoint's, with each date range kept as days. */
export function screenQuerySchema(schema: ListQuerySchema): ListQuerySchema {
  let screen = screenSchemas.get(schema);
  if (!screen) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [
        key,
        isDateRange(field as z.ZodType) ? dayRangeSchema.optional() : field,
      ]),
    );
    screen = z.object(shape);
    screenSchemas.set(schema, screen);
  }
  return screen;
}

/** The value a field takes when the URL does not carry it (its schema default, if any). */
function defaultOf(schema: ListQuerySchema, key: string): Value {
  const field = schema.shape[key] as z.ZodType | undefined;
  const parsed = field?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

/**
 * Reads a list's state from a URL's search params with the endpoint's query schema. Each field
 * is parsed on its own, so one bad value in a shared link drops that value (or falls back to the
 * field's default) instead of the whole state. Lists (arrays, tuples: a date range) are repeated
 * keys. The sort follows the shared rule (`resolveSort`): a field without an order is ascending.
 */
export function parseTableQuery<S extends ListQuerySchema>(params: URLSearchParams, schema: S): z.infer<S> & ListQuery {
  const screen = screenQuerySchema(schema);
  const query: Record<string, Value> = {};
  for (const [key, field] of Object.entries(screen.shape) as [string, z.ZodType][]) {
    const raw = !params.has(key) ? undefined : isList(field) ? params.getAll(key) : params.get(key);
    const parsed = field.safeParse(raw);
    const value = parsed.success ? parsed.data : defaultOf(screen, key);
    if (!isBlank(value)) query[key] = value;
  }
  if (query.sortField === undefined) delete query.sortOrder;
  else query.sortOrder ??= 'ascend';
  // A page past the list's window, which the endpoint refuses, drops to the first page.
  if (!pageWithinWindow(query as unknown as ListQuery)) query.current = defaultOf(screen, 'current');
  return query as z.infer<S> & ListQuery;
}

/** Writes a list's state as search params, leaving out blanks and defaults so links stay short. */
export function serializeTableQuery(query: Record<string, Value>, schema: ListQuerySchema): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isBlank(value) || value === defaultOf(schema, key)) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return params;
}

/** The request's query string: each date range as the instants of the user's days, lists as repeated keys. */
export function requestParams(query: Record<string, Value>, schema: ListQuerySchema): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isBlank(value)) continue;
    const field = schema.shape[key] as z.ZodType | undefined;
    const sent = field && isDateRange(field) ? dayRangeToInstants(value as [string, string]) : value;
    if (Array.isArray(sent)) sent.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(sent));
  }
  return params;
}

/** The filter part of a query (everything but paging and sorting), blanks dropped. */
export function filtersOf(query: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(query).filter(([key, value]) => !PAGING_KEYS.includes(key) && !isBlank(value)),
  );
}
