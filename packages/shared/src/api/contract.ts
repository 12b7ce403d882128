/**
 * The endpoint contract (docs/decisions/037-endpoint-contract.md): each API operation is declared
 * once, in its area's `contract.ts`, with its method, path, permission and the schemas of its
 * parameters, query, body, headers and answer. The server registers its routes from these
 * declarations (`implement`, apps/server/src/kit/operations.ts), and the web calls through them
 * (`call`, apps/web/src/lib/http/api.ts), so a renamed path or a changed field fails the typecheck
 * of both sides.
 *
 * The schemas are reached through the area's schemas module, which the declaration loads on
 * demand: the web keeps zod off the first load (docs/decisions/010) while still reading every
 * operation's types from the same declaration. A schema is picked by a selector, `(s) => s.x`,
 * which names no schema at run time.
 */
import type { z } from 'zod';
import type { Permission } from '../permissions';

/**
 * Who may call an operation: anyone (`public`), any signed-in role for the caller's own data
 * (`authenticated`), or the roles the permission table grants (docs/permissions.md). A session
 * whose account must first replace a temporary password reaches only `anySession` operations: its
 * profile, settings and menu, the password change and the sign-out.
 */
export type Access = 'public' | 'anySession' | 'authenticated' | Permission;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Picks one schema out of the area's schemas module. */
type Select<M, S extends z.ZodType = z.ZodType> = (schemas: M) => S;

/** One operation, as its area declares it. */
export interface OperationSpec<M = unknown> {
  method: HttpMethod;
  /** Below the API base (`/api/…`); a `:name` segment is a path parameter. */
  path: string;
  access: Access;
  params?: Select<M, z.ZodObject>;
  query?: Select<M>;
  body?: Select<M>;
  headers?: Select<M, z.ZodObject>;
  /** The `data` of the answer's envelope. */
  response?: Select<M>;
  /**
   * An answer that is not an envelope: a file download (`file`), a stream of server-sent events
   * (`events`), or a redirect of a browser's navigation, errors included (`redirect`). An operation
   * has `response` or `answers`.
   */
  answers?: 'file' | 'events' | 'redirect';
  /** A body that is not JSON: a `multipart/form-data` upload, or a file's raw bytes. */
  sends?: 'multipart' | 'bytes';
}

/** An operation with what it belongs to: its area's tag and schemas module, and its own name. */
export type Operation<M = unknown, S extends OperationSpec<M> = OperationSpec<M>> = S & {
  readonly name: string;
  readonly tag: string;
  /** Loads the area's schemas module (the server does it once, when it registers the routes). */
  readonly schemas: () => Promise<M>;
};

/** The declared operations of one area, by name. */
export type Contract<M = unknown, O extends Record<string, OperationSpec<M>> = Record<string, OperationSpec<M>>> = {
  readonly [K in keyof O]: Operation<M, O[K]>;
};

/** Any area's operation, whatever its schemas module (what the server's registration and the web's calls take). */
export type AnyOperation = OperationSpec<never> & {
  readonly name: string;
  readonly tag: string;
  readonly schemas: () => Promise<unknown>;
};

/** Any area's contract. */
export type AnyContract = Readonly<Record<string, AnyOperation>>;

/**
 * Declares the operations of one area. `tag` groups them in the OpenAPI document; `schemas` loads the
 * area's schemas module, whose exports the operations' selectors pick from.
 */
export function contract<M, const O extends Record<string, OperationSpec<M>>>(
  tag: string,
  schemas: () => Promise<M>,
  operations: O,
): Contract<M, O> {
  return Object.fromEntries(
    Object.entries(operations).map(([name, spec]) => [name, { ...spec, name, tag, schemas }]),
  ) as Contract<M, O>;
}

/**
 * A read that answers `GET` and `POST` alike at one path, as Arco Design Pro's clients disagree on the
 * method: the operations `<name>` and `<name>Post`. The POST reads its input from `body` when one is
 * given, else from the query string as the GET does. Bound to an area's schemas module first
 * (`const both = getAndPost<Schemas>()`), so that its selectors are typed.
 */
export function getAndPost<M>() {
  return <
    const N extends string,
    const S extends Omit<OperationSpec<M>, 'method' | 'body'>,
    B extends Select<M> | undefined = undefined,
  >(
    name: N,
    spec: S,
    body?: B,
  ) => {
    const { query: _query, ...withoutQuery } = spec;
    const get = { ...spec, method: 'GET' as const };
    const post = body ? { ...withoutQuery, body, method: 'POST' as const } : { ...spec, method: 'POST' as const };
    return { [name]: get, [`${name}Post`]: post } as Record<N, S & { method: 'GET' }> &
      Record<`${N}Post`, (B extends Select<M> ? Omit<S, 'query'> & { body: B } : S) & { method: 'POST' }>;
  };
}

type Picked<S, Key extends keyof OperationSpec> = S extends { [K in Key]: (schemas: never) => infer Schema }
  ? Schema extends z.ZodType
    ? Schema
    : never
  : never;

/** What a caller sends for one part of an operation (`params`, `query`, `body`, `headers`). */
export type InputOf<O, Key extends 'params' | 'query' | 'body' | 'headers'> = z.input<Picked<O, Key>>;

/** What a handler reads of one part of an operation, once its schema has parsed it. */
export type ParsedOf<O, Key extends 'params' | 'query' | 'body' | 'headers'> = z.output<Picked<O, Key>>;

/** The `data` an operation answers with; `never` for a file or an event stream. */
export type ResponseOf<O> = z.output<Picked<O, 'response'>>;

/** What a handler returns for the `data` of an operation's envelope (before its schema serializes it). */
export type ResultOf<O> = z.input<Picked<O, 'response'>>;

/** Whether an operation declares a part. */
export type Has<O, Key extends keyof OperationSpec> = O extends { [K in Key]: unknown } ? true : false;

/**
 * The URL of an operation below the API base, its path parameters filled in (each encoded). A
 * parameter the path names but `params` lacks is an error of the caller, not a request to send.
 */
export function pathOf(operation: Pick<OperationSpec, 'path'>, params: Record<string, unknown> = {}): string {
  return operation.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${operation.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
