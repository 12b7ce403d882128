import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeleteResult, ExportFormat, Locale } from '@console/shared';
import type { SessionContext } from '../lib/session-context';
import { sessionOf } from '../plugins/access';
import type { Actor } from './audited-writes';
import { sendExport, type ExportSpec } from './export-file';

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

export interface ListReadHandlersConfig<Query, ExportQuery, Item> {
  /** The nouns of the OpenAPI summaries. */
  noun: { one: string; many: string };
  service: ListReadService<Query, ExportQuery, Item>;
  exportSpec: ExportSpec<Item>;
  /**
   * Filters taken from the caller, applied to the list and the download alike (a list of one's own
   * records: `{userId}`); the query cannot name them.
   */
  scope?: (session: SessionContext) => Record<string, unknown>;
}

/**
 * The handlers of a list's reads (`listReadOperations` in the contract, docs/api.md "Lists"): a page
 * of records, and the whole filtered, sorted result as a download. A list that is only read (a
 * ledger) has these alone.
 */
export function listReadHandlers<Query, ExportQuery, Item>({
  noun,
  service,
  exportSpec,
  scope,
}: ListReadHandlersConfig<Query, ExportQuery, Item>) {
  const scoped = <T>(request: FastifyRequest, query: T): T =>
    scope ? { ...query, ...scope(sessionOf(request)) } : query;
  return {
    list: {
      summary: `One page of ${noun.many}, filtered and sorted`,
      handler: (request: FastifyRequest) => service.page(scoped(request, request.query as Query), request.locale),
    },
    export: {
      summary: `Every ${noun.one} of the filtered, sorted result as a CSV or XLSX download`,
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const { format, ...query } = request.query as ExportQuery & { format: ExportFormat };
        return sendExport(reply, service.exportRows(scoped(request, query), request.locale), format, exportSpec);
      },
    },
  };
}

/** A partial write of one record (`actions` of `listOperations`): a status switch. */
export interface RecordAction<Item> {
  summary: string;
  run(actor: Actor, id: number, input: never, locale: Locale): Promise<Item>;
}

export interface ListHandlersConfig<Query, ExportQuery, Item, Create, Update, Actions> extends ListReadHandlersConfig<
  Query,
  ExportQuery,
  Item
> {
  service: ListService<Query, ExportQuery, Item, Create, Update>;
  /** The list's record actions, by their names in the contract. */
  actions?: Actions;
}

/**
 * The handlers of every operation of a list that is written too (`listOperations` in the contract):
 * its reads, create, edit at a version (409 with `data.current` when stale), delete and batch delete.
 */
export function listHandlers<
  Query,
  ExportQuery,
  Item,
  Create,
  Update,
  Actions extends Record<string, RecordAction<Item>> = Record<never, never>,
>(config: ListHandlersConfig<Query, ExportQuery, Item, Create, Update, Actions>) {
  const { noun, service } = config;
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const actions = Object.fromEntries(
    Object.entries(config.actions ?? {}).map(([name, { summary, run }]) => [
      name,
      {
        summary,
        handler: (request: FastifyRequest) =>
          run(sessionOf(request), idOf(request), request.body as never, request.locale),
      },
    ]),
  ) as { [K in keyof Actions]: { summary: string; handler: (request: FastifyRequest) => Promise<Item> } };
  return {
    ...actions,
    ...listReadHandlers(config),
    create: {
      summary: `Create a ${noun.one}`,
      handler: (request: FastifyRequest) => service.create(sessionOf(request), request.body as Create, request.locale),
    },
    update: {
      summary: `Edit a ${noun.one} at the version read (409 when it changed since)`,
      handler: (request: FastifyRequest) =>
        service.update(sessionOf(request), idOf(request), request.body as Update, request.locale),
    },
    remove: {
      summary: `Delete a ${noun.one}`,
      handler: (request: FastifyRequest) => service.remove(sessionOf(request), idOf(request)),
    },
    removeMany: {
      summary: `Delete the listed ${noun.many} that exist`,
      handler: (request: FastifyRequest) =>
        service.removeMany(sessionOf(request), (request.body as { ids: number[] }).ids),
    },
  };
}
