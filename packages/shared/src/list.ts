import { z } from 'zod';
import {
  DATE_YEAR_RANGE,
  EXPORT_FORMATS,
  INT32_MAX,
  LIST_DEFAULTS,
  LIST_WINDOW,
  PAGE_SIZE_MAX,
  SORT_ORDERS,
  type SortOrder,
} from './constants';

/**
 * The list kit's input rules, shared by every list endpoint and its screen (docs/architecture.md,
 * "Lists"): what the database can store is what the schemas accept, so no input reaches it that it
 * would refuse with an error of its own.
 */

/** A whole number a PostgreSQL `integer` column holds. */
export const int32Schema = z
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(-INT32_MAX - 1, 'validation.integerRange')
  .max(INT32_MAX, 'validation.integerRange');

/** A record id (a `serial` column): 1 to 2,147,483,647. */
export const idSchema = z
  .number({ error: 'validation.id' })
  .int('validation.id')
  .min(1, 'validation.id')
  .max(INT32_MAX, 'validation.id');

/**
 * A record a form picks (an owner, an assignee): nothing picked is told as `required` ("Choose an
 * assignee"); anything else but an id keeps the precise rule.
 */
export const pickedIdSchema = (required: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'validation.id') })
    .pipe(idSchema);

/** An id in a path or a query string. */
export const idParamSchema = z.coerce.number({ error: 'validation.id' }).pipe(idSchema);

/** `:id` path parameter. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** The ids a batch acts on: at least one, at most a page of them. */
export const idListSchema = z.array(idSchema).min(1, 'validation.idsRequired').max(PAGE_SIZE_MAX, 'validation.tooMany');

/** The optimistic-lock version a write sends back (409 when the row moved on). */
export const versionSchema = z
  .number({ error: 'validation.version' })
  .int('validation.version')
  .min(1, 'validation.version')
  .max(INT32_MAX, 'validation.version');

/**
 * PostgreSQL cannot hold NUL (`\u0000`), and its JSON refuses half a UTF-16 surrogate pair (text
 * that is not Unicode at all); no field of ours needs either.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isStorable = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Text a user types: NUL and lone surrogates refused, at most `max` characters (after trimming,
 * unless `trim: false`). `required` refuses empty text, with its own message key when it is one;
 * `tooLong` names the message of the length limit when the field has one of its own. Messages are
 * i18n keys like every other of the shared schemas.
 */
export function textSchema({
  max,
  required = false,
  trim = true,
  tooLong = 'validation.tooLong',
}: {
  max: number;
  required?: boolean | string;
  trim?: boolean;
  tooLong?: string;
}) {
  const requiredKey = typeof required === 'string' ? required : 'validation.required';
  // A problem found stops the checks a schema adds after these (one message per field).
  const base = z.string({ error: requiredKey }).refine(isStorable, { message: 'validation.nul', abort: true });
  const bounded = (trim ? base.trim() : base).max(max, { message: tooLong, abort: true });
  return required ? bounded.min(1, { message: requiredKey, abort: true }) : bounded;
}

/** A filter text in a query string: absent, or 1 to `max` characters after trimming. */
export const filterTextSchema = (max: number) => textSchema({ max, required: true }).optional();

/** An exact whole-number filter in a query string (a set number, an id). */
export const filterNumberSchema = z.coerce.number({ error: 'validation.integer' }).pipe(int32Schema).optional();

/** `current`, 1-based, and `pageSize`, 1 to `PAGE_SIZE_MAX` (docs/api.md). */
export const pageQueryShape = {
  current: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.pageMin')
    .max(INT32_MAX, 'validation.pageMin')
    .default(LIST_DEFAULTS.current),
  pageSize: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.pageSizeRange')
    .max(PAGE_SIZE_MAX, 'validation.pageSizeRange')
    .default(LIST_DEFAULTS.pageSize),
};

/** Paging and sorting fields every list query has. */
export interface ListQuery {
  current: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

/**
 * One page of a list: its rows and the total of the whole filtered result. `totalCapped` is true
 * when the result holds more rows than `total`, which is then `LIST_WINDOW`: counting them all
 * would read them all.
 */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0), totalCapped: z.boolean().optional() });

/** Whether a page starts within the rows a list pages through (`LIST_WINDOW`). */
export const pageWithinWindow = ({ current, pageSize }: { current: number; pageSize: number }) =>
  (current - 1) * pageSize < LIST_WINDOW;

export const sortOrderSchema = z.enum(SORT_ORDERS, { error: 'validation.option' });

/**
 * One of `codes`, or an alias of one (`aliases[code]`, e.g. its label in either language), read as
 * that code: what a handler gets, stores and answers is always the code, so a client whose select
 * posts the option's text is served without a second spelling reaching the database. Aliases are
 * matched exactly; anything else is refused with `error`. Answers are checked against the codes alone.
 */
export function aliasedEnumSchema<const C extends readonly [string, ...string[]]>(
  codes: C,
  aliases: { readonly [K in C[number]]: readonly string[] },
  error: string,
) {
  type Code = C[number];
  const codeOf = new Map<string, Code>(codes.map((code: Code) => [code, code]));
  for (const code of codes as readonly Code[]) for (const alias of aliases[code]) codeOf.set(alias, code);
  const spellings = [...codeOf.keys()] as [string, ...string[]];
  return z.codec(z.enum(spellings, { error }), z.enum(codes, { error }), {
    // The input enum admits only the map's keys, so the lookup always finds one.
    decode: (spelling) => codeOf.get(spelling) as Code,
    encode: (code) => code,
  });
}

/** `sortField` from a whitelist and `sortOrder`; see `resolveSort` for what an absent part means. */
export function sortQueryShape<F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortField: z.enum(fields, { error: 'validation.option' }).optional(),
    sortOrder: sortOrderSchema.optional(),
  };
}

export interface Sort<F extends string = string> {
  field: F;
  order: SortOrder;
}

/**
 * The one rule for a list's order, on the client and the server alike: no field means the list's
 * default order; a field without an order sorts ascending.
 */
export function resolveSort<F extends string>(
  query: { sortField?: F; sortOrder?: SortOrder },
  fallback: Sort<F>,
): Sort<F> {
  return query.sortField === undefined ? fallback : { field: query.sortField, order: query.sortOrder ?? 'ascend' };
}

/** An ISO 8601 instant with its offset: `2026-11-01T00:00:00.000+08:00` or `…Z`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A calendar day as a date picker gives it: `2026-11-01`. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const inYearRange = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return year >= DATE_YEAR_RANGE.min && year <= DATE_YEAR_RANGE.max;
};
const validTime = (value: string) => {
  const time = Date.parse(value);
  return !Number.isNaN(time) && inYearRange(time);
};

export const instantSchema = z
  .string({ error: 'validation.dateTime' })
  .refine((value) => INSTANT.test(value) && validTime(value), 'validation.dateTime');

export const daySchema = z
  .string({ error: 'validation.date' })
  .refine((day) => DAY.test(day) && validTime(`${day}T00:00:00Z`), 'validation.date');

/** A day a form picks: nothing picked is told as `required` ("Choose a finish date"), a malformed one by the rule. */
export const pickedDaySchema = (required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'validation.date') })
    .pipe(daySchema);

/**
 * A date-range filter as the API takes it: the first and the last instant, inclusive, each with
 * its offset. Screens pick days; `dayRangeToInstants` turns them into the user's own days, so every
 * client filters by the days its user sees (one rule end to end). In a query string the two bounds
 * are repeated keys: `createdTime=…&createdTime=…`.
 */
export const dateRangeSchema = z
  .tuple([instantSchema, instantSchema], { error: 'validation.dateRange' })
  // Invalid bounds already have their own issue (NaN compares false).
  .refine(([from, to]) => !(Date.parse(from) > Date.parse(to)), 'validation.dateRange');

/** Two days, start not after end; `missingKey` is the message when there is no range at all. */
const dayRange = (missingKey: string) =>
  z
    .tuple([daySchema, daySchema], {
      error: ({ input }) =>
        input === undefined || input === null || (Array.isArray(input) && input.length === 0)
          ? missingKey
          : 'validation.dateRange',
    })
    .refine(([from, to]) => !(Date.parse(from) > Date.parse(to)), 'validation.dateRange');

/** A date-range filter as a screen keeps it (its URL, its picker): two days, start not after end. */
export const dayRangeSchema = dayRange('validation.dateRange');

/** A range of days a form requires (a picker's two `YYYY-MM-DD`): none, or a cleared picker, is `requiredKey`. */
export const requiredDayRangeSchema = (requiredKey: string) => dayRange(requiredKey);

/** The first instant of `from` and the last of `to`, in the time zone this code runs in (the user's). */
export function dayRangeToInstants([from, to]: readonly [string, string]): [string, string] {
  return [new Date(`${from}T00:00:00.000`).toISOString(), new Date(`${to}T23:59:59.999`).toISOString()];
}

/**
 * The query of a list endpoint: its filters (each optional), its sort whitelist, and the page.
 * The export endpoint takes the same filters and sort with a `format` instead of the page.
 */
export function listQuerySchema<Filters extends z.ZodRawShape, F extends readonly [string, ...string[]]>(
  filters: Filters,
  sortFields: F,
) {
  return (
    z
      .object({ ...filters, ...sortQueryShape(sortFields), ...pageQueryShape })
      // The generic shape hides the page fields' types from `refine`; they are there, with defaults.
      .refine((query) => pageWithinWindow(query as ListQuery), { path: ['current'], message: 'validation.pageTooDeep' })
  );
}

export function exportQuerySchema<Filters extends z.ZodRawShape, F extends readonly [string, ...string[]]>(
  filters: Filters,
  sortFields: F,
) {
  return z.object({
    ...filters,
    ...sortQueryShape(sortFields),
    format: z.enum(EXPORT_FORMATS, { error: 'validation.option' }),
  });
}

/** Answer of a delete or a batch delete: how many rows went. */
export const deleteResultSchema = z.object({ deleted: z.number().int().min(0) });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/** Body of a batch delete. */
export const batchDeleteSchema = z.object({ ids: idListSchema });
export type BatchDeleteInput = z.infer<typeof batchDeleteSchema>;

/**
 * Every schema of one list of the kit, built from its record, its filters and its sort whitelist:
 * the page query, the export query, the page, and the bodies of its writes when it has any. The
 * list's operations (`listOperations`) pick from it.
 */
export function listSchemas<
  Item extends z.ZodType,
  Filters extends z.ZodRawShape,
  F extends readonly [string, ...string[]],
  Create extends z.ZodType = z.ZodNever,
  Update extends z.ZodType = z.ZodNever,
>({
  item,
  filters,
  sortFields,
  create,
  update,
}: {
  item: Item;
  filters: Filters;
  sortFields: F;
  create?: Create;
  update?: Update;
}) {
  return {
    item,
    query: listQuerySchema(filters, sortFields),
    exportQuery: exportQuerySchema(filters, sortFields),
    page: pageSchema(item),
    create: (create ?? z.never()) as Create,
    update: (update ?? z.never()) as Update,
    idParams: idParamsSchema,
    batchDelete: batchDeleteSchema,
    deleted: deleteResultSchema,
  };
}
