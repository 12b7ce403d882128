/**
 * The operations of a list of the kit (docs/api.md, "Lists"), declared in one call inside an area's
 * contract. Like the rest of the contract, they name no schema at run time: each picks it from the
 * list's `listSchemas()` through the area's schemas module.
 */
import type { z } from 'zod';
import type { Access } from './contract';

/** What `listSchemas()` builds. */
interface ListSchemaSet {
  item: z.ZodType;
  query: z.ZodType;
  exportQuery: z.ZodType;
  page: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  idParams: z.ZodObject;
  batchDelete: z.ZodType;
  deleted: z.ZodType;
}

/**
 * The reads of a list:
 * - `list`:   `GET <listPath>?<query>`            → `{list, total}` (`listPath` is `path` unless given)
 * - `export`: `GET <path>/export?format&<filters>` → a CSV or XLSX file of the whole result
 */
export function listReadOperations<M, L extends ListSchemaSet, const P extends string, const LP extends string = P>(
  schemas: (s: M) => L,
  path: P,
  read: Access,
  listPath?: LP,
) {
  return {
    list: {
      method: 'GET',
      path: (listPath ?? path) as LP,
      access: read,
      query: (s: M): L['query'] => schemas(s).query,
      response: (s: M): L['page'] => schemas(s).page,
    },
    export: {
      method: 'GET',
      path: `${path}/export` as `${P}/export`,
      access: read,
      query: (s: M): L['exportQuery'] => schemas(s).exportQuery,
      answers: 'file',
    },
  } as const;
}

/** The body schemas of a list's record actions, by the name that is also their path segment. */
type ActionBodies<M> = Record<string, (s: M) => z.ZodType>;

/** A record action: `PATCH <path>/:id/<name>` with its body → the record; 409 when stale. */
type RecordActions<M, L extends ListSchemaSet, P extends string, A extends ActionBodies<M>> = {
  readonly [K in keyof A & string]: {
    readonly method: 'PATCH';
    readonly path: `${P}/:id/${K}`;
    readonly access: Access;
    readonly params: (s: M) => L['idParams'];
    readonly body: A[K];
    readonly response: (s: M) => L['item'];
  };
};

/**
 * Every operation of a list that is written too: its reads, and
 * - `create`:      `POST <path>`                     → the created record
 * - `update`:      `PUT <path>/:id` (with `version`) → the record; 409 with `data.current` when stale
 * - `remove`:      `DELETE <path>/:id`               → `{deleted}`
 * - `removeMany`:  `POST <path>/batch-delete {ids}`  → `{deleted}`, the ids that existed
 * - each of `actions`: `PATCH <path>/:id/<name>`    → the record (a status switch); 409 when stale
 */
export function listOperations<
  M,
  L extends ListSchemaSet,
  const P extends string,
  const LP extends string = P,
  A extends ActionBodies<M> = Record<never, never>,
>(
  schemas: (s: M) => L,
  path: P,
  access: { read: Access; write: Access },
  options: { listPath?: LP; actions?: A } = {},
) {
  const write = access.write;
  const record = `${path}/:id` as const;
  const idParams = (s: M): L['idParams'] => schemas(s).idParams;
  const item = (s: M): L['item'] => schemas(s).item;
  const actions = Object.fromEntries(
    Object.entries(options.actions ?? {}).map(([name, body]) => [
      name,
      { method: 'PATCH', path: `${record}/${name}`, access: write, params: idParams, body, response: item },
    ]),
  ) as RecordActions<M, L, P, A>;
  return {
    ...listReadOperations(schemas, path, access.read, options.listPath),
    create: { method: 'POST', path, access: write, body: (s: M): L['create'] => schemas(s).create, response: item },
    update: {
      method: 'PUT',
      path: record,
      access: write,
      params: idParams,
      body: (s: M): L['update'] => schemas(s).update,
      response: item,
    },
    remove: {
      method: 'DELETE',
      path: record,
      access: write,
      params: idParams,
      response: (s: M): L['deleted'] => schemas(s).deleted,
    },
    removeMany: {
      method: 'POST',
      path: `${path}/batch-delete` as `${P}/batch-delete`,
      access: write,
      body: (s: M): L['batchDelete'] => schemas(s).batchDelete,
      response: (s: M): L['deleted'] => schemas(s).deleted,
    },
    ...actions,
  } as const;
}
