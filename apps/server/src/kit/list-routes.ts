import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  batchDeleteSchema,
  deleteResultSchema,
  envelopeSchema,
  idParamsSchema,
  pageSchema,
  type DeleteResult,
  type Locale,
  type Permission,
} from '@console/shared';
import type { SessionContext } from '../lib/session-context';
import { sessionOf, type Access } from '../plugins/access';
import { ok } from '../plugins/envelope';
import type { Actor } from './audited-writes';
import { sendExport, type ExportSpec } from './export-file';

/** A Fastify instance with the zod type provider, as every module receives it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type AnyObject = z.ZodObject;

/** What the read routes of a list call: a page of records, and every record of a filtered result. */
export interface ListReadService<Query, ExportQuery, Item> {
  page(query: Query, locale: Locale): Promise<{ list: Item[]; total: number }>;
  /** The whole filtered, sorted result in list order (the export's rows). */
  exportRows(query: Omit<ExportQuery, 'format'>, locale: Locale): AsyncIterable<Item>;
}

/**
 * What the list routes call: the module's service. Reads and writes get the caller's language,
 * for records whose texts are kept in both (docs/decisions/004, "Catalogue text").
 */
export interface ListService<Query, ExportQuery, Item, Create, Update> extends ListReadService<
  Query,
  ExportQuery,
  Item
> {
  create(actor: Actor, input: Create, locale: Locale): Promise<Item>;
  update(actor: Actor, id: number, input: Update, locale: Locale): Promise<Item>;
  remove(actor: Actor, id: number): Promise<DeleteResult>;
  removeMany(actor: Actor, ids: number[]): Promise<DeleteResult>;
}

export interface ListReadRoutesConfig<Q extends AnyObject, E extends AnyObject, I extends z.ZodType> {
  /** The list's path, e.g. `/api/user/account/transactions`; the download is `<path>/export`. */
  path: string;
  /** OpenAPI tag and the nouns of the summaries. */
  tag: string;
  noun: { one: string; many: string };
  read: Access;
  schemas: { query: Q; exportQuery: E; item: I };
  service: ListReadService<z.output<Q>, z.output<E>, z.output<I>>;
  exportSpec: ExportSpec<z.output<I>>;
  /**
   * Filters taken from the caller, applied to the list and the download alike (a list of one's own
   * records: `{userId}`); the query cannot name them.
   */
  scope?: (session: SessionContext) => Record<string, unknown>;
}

/**
 * The read endpoints of a list (docs/api.md, "Lists"), alone for a list that is only read (a ledger):
 * - `GET <listPath>?<query>`             → `{list, total}` (`listPath` is `path` unless given)
 * - `GET <path>/export?format&<filters>` → CSV/XLSX download of the whole result
 */
export function registerListReadRoutes<Q extends AnyObject, E extends AnyObject, I extends z.ZodType>(
  app: ZodApp,
  { path, tag, noun, read, schemas, service, exportSpec, scope }: ListReadRoutesConfig<Q, E, I>,
  listPath = path,
): void {
  // See `registerListRoutes` on why the routes are registered untyped.
  const routes = app as unknown as FastifyInstance;
  const tags = [tag];
  const scoped = <T>(request: FastifyRequest, query: T): T =>
    scope ? { ...query, ...scope(sessionOf(request)) } : query;

  routes.get(
    listPath,
    {
      config: { access: read },
      schema: {
        tags,
        summary: `One page of ${noun.many}, filtered and sorted`,
        querystring: schemas.query,
        response: { 200: envelopeSchema(pageSchema(schemas.item)) },
      },
    },
    async (request) => ok(request, await service.page(scoped(request, request.query as z.output<Q>), request.locale)),
  );

  routes.get(
    `${path}/export`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: `Every ${noun.one} of the filtered, sorted result as a CSV or XLSX download`,
        querystring: schemas.exportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query as z.output<E> & { format: 'csv' | 'xlsx' };
      return sendExport(reply, service.exportRows(scoped(request, query), request.locale), format, exportSpec);
    },
  );
}

export interface ListRoutesConfig<
  Q extends AnyObject,
  E extends AnyObject,
  I extends z.ZodType,
  C extends AnyObject,
  U extends AnyObject,
> {
  /** The collection's path, e.g. `/api/list/policy`; records are `<path>/:id`. */
  path: string;
  /** Where the list answers when not at `path` itself, e.g. `/api/project/task/list`. */
  listPath?: string;
  /** OpenAPI tag and the nouns of the summaries. */
  tag: string;
  noun: { one: string; many: string };
  /** Reading (list, export) and writing (create, edit, delete) permissions. */
  read: Permission;
  write: Permission;
  schemas: { query: Q; exportQuery: E; item: I; create: C; update: U };
  service: ListService<z.output<Q>, z.output<E>, z.output<I>, z.output<C>, z.output<U>>;
  exportSpec: ExportSpec<z.output<I>>;
}

/**
 * The standard endpoints of a list (docs/api.md, "Lists"): those of `registerListReadRoutes`, and
 * - `POST   <path>`                       → the created record (write)
 * - `PUT    <path>/:id` (with `version`)  → the record; 409 with `data.current` when stale (write)
 * - `DELETE <path>/:id`                   → `{deleted}` (write)
 * - `POST   <path>/batch-delete {ids}`    → `{deleted}`, the ids that existed (write)
 */
export function registerListRoutes<
  Q extends AnyObject,
  E extends AnyObject,
  I extends z.ZodType,
  C extends AnyObject,
  U extends AnyObject,
>(
  app: ZodApp,
  { path, listPath = path, tag, noun, read, write, schemas, service, exportSpec }: ListRoutesConfig<Q, E, I, C, U>,
): void {
  // The handlers' inputs are the schemas' outputs (validated before they run); a generic schema
  // is beyond what the type provider can infer, so the routes are registered untyped.
  const routes = app as unknown as FastifyInstance;
  const tags = [tag];
  const itemEnvelope = { 200: envelopeSchema(schemas.item) };
  const deleteEnvelope = { 200: envelopeSchema(deleteResultSchema) };

  registerListReadRoutes(app, { path, tag, noun, read, schemas, service, exportSpec }, listPath);

  routes.post(
    path,
    {
      config: { access: write },
      schema: { tags, summary: `Create a ${noun.one}`, body: schemas.create, response: itemEnvelope },
    },
    async (request) =>
      ok(request, await service.create(sessionOf(request), request.body as z.output<C>, request.locale)),
  );

  routes.put(
    `${path}/:id`,
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Edit a ${noun.one} at the version read (409 when it changed since)`,
        params: idParamsSchema,
        body: schemas.update,
        response: itemEnvelope,
      },
    },
    async (request) =>
      ok(
        request,
        await service.update(
          sessionOf(request),
          (request.params as { id: number }).id,
          request.body as z.output<U>,
          request.locale,
        ),
      ),
  );

  routes.delete(
    `${path}/:id`,
    {
      config: { access: write },
      schema: { tags, summary: `Delete a ${noun.one}`, params: idParamsSchema, response: deleteEnvelope },
    },
    async (request) => ok(request, await service.remove(sessionOf(request), (request.params as { id: number }).id)),
  );

  routes.post(
    `${path}/batch-delete`,
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Delete the listed ${noun.many} that exist`,
        body: batchDeleteSchema,
        response: deleteEnvelope,
      },
    },
    async (request) =>
      ok(request, await service.removeMany(sessionOf(request), (request.body as { ids: number[] }).ids)),
  );
}
