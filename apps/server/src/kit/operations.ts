/**
 * Registers an area's routes from its contract (docs/decisions/037-endpoint-contract.md): each
 * operation's method, path, permission and schemas come from the declaration in `@console/shared`;
 * the module gives its OpenAPI summary and its handler. A handler of an operation with a `response`
 * returns the envelope's `data`; one that answers a file or an event stream answers through `reply`.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@console/shared';
import type { AnyContract, AnyOperation, Has, OperationSpec, ParsedOf, ResultOf } from '@console/shared/api/contract';
import { ok } from '../plugins/envelope';

/** A Fastify instance with the zod type provider, as every module receives it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<O, Key extends 'params' | 'query' | 'body' | 'headers'> =
  Has<O, Key> extends true ? ParsedOf<O, Key> : unknown;

/** The request a handler gets: its parts as the operation's schemas parsed them. */
export type OperationRequest<O> = FastifyRequest<{
  Params: Part<O, 'params'>;
  Querystring: Part<O, 'query'>;
  Body: Part<O, 'body'>;
  Headers: Part<O, 'headers'>;
}>;

/** What a module writes for one operation. */
export interface Implementation<O> {
  /** The operation's one line in the OpenAPI document. */
  summary: string;
  /** More about it in the OpenAPI document, when one line is not enough (the events of a stream). */
  description?: string;
  handler: (
    request: OperationRequest<O>,
    reply: FastifyReply,
  ) => Promise<Has<O, 'response'> extends true ? ResultOf<O> : unknown>;
  /**
   * Route options beyond the contract's: a body limit, a check before the body is read (a declared
   * size over the limit). A raw body's parser is the module's own.
   */
  options?: Pick<RouteShorthandOptions, 'bodyLimit' | 'preParsing'>;
}

export type Implementations<C extends AnyContract> = { [K in keyof C]: Implementation<C[K]> };

/** The entries of `parts` that are set: Fastify warns of a schema key that is present but empty. */
const defined = (parts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));

/** Registers every operation of `contract` with its implementation. */
export async function implement<C extends AnyContract>(
  app: ZodApp,
  contract: C,
  implementations: Implementations<C>,
): Promise<void> {
  const operations = Object.values(contract) as AnyOperation[];
  // The area's schemas module, which every selector of the contract picks from.
  const schemas = (await operations[0]?.schemas()) as never;
  // The handlers' parts are the schemas' outputs, checked before they run; a route built from a
  // declaration is beyond what the type provider infers, so it is registered untyped.
  const routes = app as unknown as FastifyInstance;
  for (const operation of operations) {
    const { summary, description, handler, options } = implementations[
      operation.name as keyof C
    ] as Implementation<OperationSpec>;
    const pick = <S>(select: ((s: never) => S) | undefined) => select?.(schemas);
    const response = pick(operation.response);
    routes.route({
      method: operation.method,
      url: operation.path,
      bodyLimit: options?.bodyLimit,
      preParsing: options?.preParsing,
      config: { access: operation.access },
      schema: {
        tags: [operation.tag],
        summary,
        ...defined({
          description,
          consumes: operation.sends === 'multipart' ? ['multipart/form-data'] : undefined,
          produces: operation.answers === 'events' ? ['text/event-stream'] : undefined,
          params: pick(operation.params),
          querystring: pick(operation.query),
          body: pick(operation.body),
          headers: pick(operation.headers),
          response: response && { 200: envelopeSchema(response as never) },
        }),
      },
      handler: response
        ? async (request: FastifyRequest, reply: FastifyReply) => ok(request, await handler(request as never, reply))
        : (request: FastifyRequest, reply: FastifyReply) => handler(request as never, reply),
    });
  }
}
