/**
 * Calls to the server through the endpoint contract (docs/decisions/037-endpoint-contract.md):
 * a call names an operation declared in `@console/shared/<area>/contract`, never a path, and its
 * parts and answer are typed from the operation's schemas. The envelope rules (toasts, the
 * re-login dialog) are the HTTP client's (`api-client.ts`).
 */
import { pathOf, type Has, type HttpMethod, type InputOf, type ResponseOf } from '@console/shared/api/contract';
import {
  apiGetBlob,
  apiPostStream,
  apiUpload,
  exchange,
  request,
  type ApiRequestConfig,
  type UploadConfig,
} from './api-client';

/** What `call` needs of an operation: the web never loads its schemas. */
interface Callable {
  method: HttpMethod;
  path: string;
}

type QueryInput<O> = InputOf<O, 'query'> | URLSearchParams;

/** The parts a call sends: each one the operation declares, typed by its schema's input. */
export type Parts<O> = (Has<O, 'params'> extends true ? { params: InputOf<O, 'params'> } : unknown) &
  (Has<O, 'query'> extends true
    ? object extends InputOf<O, 'query'>
      ? { query?: QueryInput<O> }
      : { query: QueryInput<O> }
    : unknown) &
  (Has<O, 'body'> extends true
    ? { body: InputOf<O, 'body'> }
    : O extends { sends: 'bytes' }
      ? { body: Blob }
      : unknown) &
  (Has<O, 'headers'> extends true ? { headers?: Partial<InputOf<O, 'headers'>> } : unknown);

/** A call's arguments: its parts, which may be left out when none is required, then its options. */
type Args<O, Config> =
  Record<string, never> extends Parts<O> ? [parts?: Parts<O>, config?: Config] : [parts: Parts<O>, config?: Config];

interface AnyParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown> | URLSearchParams;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A query as a query string: an array repeats its key (`createdTime=a&createdTime=b`); absent values are left out. */
function searchParams(query: AnyParts['query']): URLSearchParams | undefined {
  if (query === undefined || query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  return params;
}

/** The URL and options of a call: the path filled in, the query and the headers added to `config`. */
function prepare<Config extends ApiRequestConfig>(operation: Callable, parts: AnyParts = {}, config = {} as Config) {
  const headers = parts.headers ? { ...config.headers, ...parts.headers } : config.headers;
  return {
    url: pathOf(operation, parts.params),
    config: { ...config, params: searchParams(parts.query) ?? config.params, headers },
  };
}

/**
 * Calls an operation whose type the caller knows only through a kit's generics (the list kit's
 * `ItemOf<Ops>`): `T` is the operation's answer, never a type written by hand at a call site.
 */
export function callAs<T>(operation: Callable, parts: AnyParts, config?: ApiRequestConfig): Promise<T> {
  const prepared = prepare(operation, parts, config);
  return request<T>(operation.method, prepared.url, prepared.config, parts.body);
}

/** Calls an operation: resolves with the `data` of its successful envelope. */
export async function call<O extends Callable>(operation: O, ...[parts, config]: Args<O, ApiRequestConfig>) {
  return (await callWithHeaders(operation, parts as Parts<O>, config)).data;
}

/** Like `call`, with the answer's headers too (a list whose total comes in a header). */
export function callWithHeaders<O extends Callable>(
  operation: O,
  ...[parts, config]: Args<O, ApiRequestConfig>
): Promise<{ data: ResponseOf<O>; headers: Headers }> {
  const prepared = prepare(operation, parts as AnyParts, config);
  return exchange<ResponseOf<O>>(
    operation.method,
    prepared.url,
    prepared.config,
    (parts as AnyParts | undefined)?.body,
  );
}

/** Downloads what an operation that answers a file sends: its bytes and its headers. */
export function download<O extends Callable & { answers: 'file' }>(
  operation: O,
  ...[parts, config]: Args<O, ApiRequestConfig>
): Promise<{ data: Blob; headers: Headers }> {
  const prepared = prepare(operation, parts as AnyParts, config);
  return apiGetBlob(prepared.url, prepared.config);
}

/** Uploads one file to an operation that takes a `multipart/form-data` body. */
export function upload<O extends Callable & { sends: 'multipart' }>(
  operation: O,
  file: Blob,
  ...[parts, config]: Args<O, UploadConfig>
): Promise<ResponseOf<O>> {
  const prepared = prepare(operation, parts as AnyParts, config);
  return apiUpload<ResponseOf<O>>(prepared.url, file, prepared.config);
}

/** Opens an operation that answers a stream of server-sent events; a refusal follows the envelope rules. */
export function openStream<O extends Callable & { answers: 'events' }>(
  operation: O,
  ...[parts, config]: Args<O, ApiRequestConfig>
): Promise<ReadableStream<Uint8Array>> {
  const prepared = prepare(operation, parts as AnyParts, config);
  return apiPostStream(prepared.url, (parts as AnyParts | undefined)?.body, prepared.config);
}
