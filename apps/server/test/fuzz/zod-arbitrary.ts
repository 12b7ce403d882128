/**
 * fast-check arbitraries from zod 4 schemas, for the API fuzz test. (The published zod→fast-check
 * helpers, e.g. zod-fast-check 0.10, require zod 3 and fast-check 3.) An arbitrary follows the
 * schema's shape and bounds, so most inputs get past the first check and reach the handler and the
 * database, and mixes in, at every level, values that break the rules databases care about: ids and
 * numbers just past int32, NUL bytes, years 0 and 10000, huge and empty texts, wrong types.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { daySchema, instantSchema } from '@console/shared';

/** Values that once reached the database and made it fail, or that commonly do. */
const HOSTILE: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'NaN',
  '1e400',
  '2147483648',
  '-2147483649',
  '__proto__',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '1900-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59.999-14:00',
  '10000-01-01',
  '+010000-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  'x'.repeat(5000),
  [],
  {},
];

export const hostile: fc.Arbitrary<unknown> = fc.constantFrom(...HOSTILE);

/** Texts for path segments and fields without a schema. */
export const anyText: fc.Arbitrary<unknown> = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), hostile);

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
}

/** The parts of zod 4's definitions this generator reads. */
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const bounds = (schema: z.ZodType) =>
  schema as unknown as {
    minValue: number | null;
    maxValue: number | null;
    isInt: boolean;
    minLength: number | null;
    maxLength: number | null;
  };

/** Instants at the edges of what a database stores: year 0 (which PostgreSQL refuses), before 1900, the last of 9999. */
const EDGE_INSTANTS = [
  '0000-01-01T00:00:00.000Z',
  '0000-06-15T12:00:00.000+08:00',
  '1899-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999Z',
];

/** ISO 8601 instants: ordinary ones and, as often, edge ones. */
const instant = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.constantFrom(...EDGE_INSTANTS),
);

/**
 * The list kit's refined texts show no format a generator could read (their rule is a function):
 * they get arbitraries of their own.
 */
const REFINED = new Map<z.ZodType, fc.Arbitrary<unknown>>([
  [instantSchema, instant],
  [daySchema, instant.map((value) => value.slice(0, 10))],
]);

/** Where a 32-bit integer column ends: a number schema without bounds lets these through. */
const INT32_EDGES = [-2_147_483_649, -2_147_483_648, 2_147_483_647, 2_147_483_648];

/** A number within the schema's bounds, often one of the bounds or an int32 edge inside them. */
function numberWithin(schema: z.ZodType): fc.Arbitrary<unknown> {
  const { minValue, maxValue, isInt } = bounds(schema);
  const min = Math.max(minValue ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
  const max = Math.min(maxValue ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const inside = isInt
    ? fc.maxSafeInteger().map((n) => min + Math.abs(n % (max - min + 1)))
    : fc.double({ min, max, noNaN: true });
  const edges = [min, max, ...INT32_EDGES.filter((edge) => edge > min && edge < max)];
  return fc.oneof({ weight: 2, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

/**
 * A text within the schema's visible rules (a pattern, a length); often with a NUL inside, which
 * only a refinement (invisible here) refuses.
 */
function stringWithin(schema: z.ZodType): fc.Arbitrary<unknown> {
  const pattern = defOf(schema).checks?.find((check) => check._zod.def.format === 'regex')?._zod.def.pattern;
  // fast-check generates from flagless patterns only; a pattern with flags gets the plain texts below.
  if (pattern && !pattern.flags) return fc.stringMatching(pattern);
  const { minLength, maxLength } = bounds(schema);
  const max = Math.min(maxLength ?? 40, 40);
  const text = fc.string({ minLength: Math.min(minLength ?? 0, max), maxLength: max });
  const withNul = fc
    .tuple(fc.string({ maxLength: Math.floor((max - 1) / 2) }), fc.string({ maxLength: Math.floor((max - 1) / 2) }))
    .map(([a, b]) => `${a}\u0000${b}`);
  return max > 0 ? fc.oneof({ weight: 2, arbitrary: text }, { weight: 1, arbitrary: withNul }) : text;
}

/** Just outside the schema's own bounds (one past a number's limits, one character too long), or a hostile value. */
function outside(schema: z.ZodType): fc.Arbitrary<unknown> {
  const { minValue, maxValue, maxLength } = bounds(schema);
  const type = defOf(schema).type;
  if (type === 'number' && minValue !== null && maxValue !== null)
    return fc.oneof(fc.constantFrom(minValue - 1, maxValue + 1), hostile);
  if (type === 'string' && maxLength !== null && maxLength < 10_000)
    return fc.oneof(fc.constant('y'.repeat(maxLength + 1)), hostile);
  return hostile;
}

/** Follows the schema's structure, each part generated by `arbitraryFor`. */
export function shaped(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const known = REFINED.get(schema);
  if (known) return known;
  const def = defOf(schema);
  const inner = (child: z.ZodType) => arbitraryFor(child, depth + 1);
  switch (def.type) {
    case 'string':
      return stringWithin(schema);
    case 'number':
      return numberWithin(schema);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return fc.option(inner(def.innerType!), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null });
    case 'pipe':
      // A coercing pipe (query and path numbers) is generated from what it accepts, a transform
      // from its input.
      return shaped(defOf(def.out!).type === 'transform' ? def.in! : def.out!, depth);
    case 'object': {
      // Each field present three times in four, absent otherwise (whatever the schema says).
      const shape = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [
          key,
          fc.oneof({ weight: 3, arbitrary: inner(child) }, { weight: 1, arbitrary: fc.constant(undefined) }),
        ]),
      );
      return fc.record(shape);
    }
    case 'array':
      return fc.array(inner(def.element!), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType!), { maxKeys: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Mostly what the schema accepts, now and then just outside it: few parts of one input are wrong at
 * once, so a wrong part usually travels with valid ones past validation, to the handler and the
 * database. Deep levels stop at hostile values, so an input stays small.
 */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostile;
  const unwrapped = defOf(schema).type === 'pipe' ? defOf(schema).out! : schema;
  return fc.oneof({ weight: 9, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: outside(unwrapped) });
}

/** Whether a route's schema part is a zod schema (third-party routes carry JSON schemas or none). */
export const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;
