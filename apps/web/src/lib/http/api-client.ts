import {
  API_BASE,
  ApiCode,
  ERROR_TOAST_MS,
  SESSION_ENDED_CODES,
  SUCCESS_CODES,
  type Envelope,
  type FieldIssue,
} from '@console/shared';
import { currentLocale } from '@/lib/i18n/i18n';
import { sessionExtended } from '@/lib/session/idle-extension';
import { getToken } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';

/** Options of one request. There is no timeout (docs/product.md, Constants: default 0). */
export interface ApiRequestConfig {
  /** Query string: a URLSearchParams keeps repeated keys (`createdTime=a&createdTime=b`), as the server reads arrays. */
  params?: URLSearchParams | Record<string, string>;
  /** Cancels the request; a cancelled request rejects with the signal's reason and shows no toast. */
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save flushed while the page unloads). */
  keepalive?: boolean;
  /** false on the user-info request: its failure is handled by the route guard (docs/product.md, Errors). */
  sessionDialog?: boolean;
  /** The session the request belongs to; the stored token by default (a logout sends the ending one). */
  token?: string | null;
  /** Headers of the request's own (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** A server answer whose envelope code is not a success code. */
export class ApiError extends Error {
  readonly code: number;
  /** Per-field problems of a 400 (`data.issues`), for forms. */
  readonly issues: FieldIssue[];
  /**
   * A 409 that says the record changed since it was read carries it as it is now (`data.current`,
   * docs/api.md); another refusal with that code (a rule the write would break) carries none.
   */
  readonly versionConflict: boolean;
  /** The server says the session has ended (expired, revoked, or signed in elsewhere). */
  readonly sessionEnded: boolean;

  constructor(envelope: Envelope<unknown>) {
    super(envelope.msg || 'Error');
    this.name = 'ApiError';
    this.code = envelope.code;
    this.issues = issuesOf(envelope.data);
    this.versionConflict = envelope.code === ApiCode.conflict && hasCurrent(envelope.data);
    this.sessionEnded = SESSION_ENDED_CODES.includes(envelope.code);
  }
}

function hasCurrent(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'current' in data && data.current != null;
}

function issuesOf(data: unknown): FieldIssue[] {
  if (typeof data !== 'object' || data === null || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues as FieldIssue[];
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

function showError(message: string): void {
  toast('error', message, { duration: ERROR_TOAST_MS });
}

/**
 * The session a request was sent in has ended here since (the user logged out or signed in
 * again): the error it answers concerns nobody any more, so it is not shown. Nor is an answer that
 * a request sent without a session has none: the guard sends such a user to the login page.
 */
function unheard(envelope: Envelope<unknown>, config: ApiRequestConfig): boolean {
  const token = config.token ?? null;
  return token !== getToken() || (token === null && SESSION_ENDED_CODES.includes(envelope.code));
}

function rejectEnvelope(envelope: Envelope<unknown>, config: ApiRequestConfig): never {
  if (unheard(envelope, config)) throw new ApiError(envelope);
  showError(envelope.msg || 'Error');
  if (SESSION_ENDED_CODES.includes(envelope.code) && config.sessionDialog !== false) {
    // The dialog's code (Modal and its focus lock) loads only when a session ends.
    void import('@/lib/session/relogin-dialog').then((m) => m.confirmRelogin());
  }
  throw new ApiError(envelope);
}

/** Applies the envelope rules (toast, re-login dialog) to a refusal that came by another way (the live stream). */
export function reportRefusal(envelope: Envelope<unknown>, token: string | null): void {
  try {
    rejectEnvelope(envelope, { token });
  } catch {
    // Reported: the caller stops on its own.
  }
}

function fail(message: string, cause?: unknown): never {
  showError(message);
  throw new Error(message, { cause });
}

/**
 * Runs one network step (the request, or reading its body). A failure shows the error's message
 * or 'Request Error' (docs/product.md, Errors); fetch's network failure (a TypeError whose text differs per
 * browser) shows the generic 'Network Error'. A request the caller cancelled rejects silently.
 */
async function transport<T>(config: ApiRequestConfig, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (config.signal?.aborted) throw error;
    if (error instanceof TypeError) return fail('Network Error', error);
    return fail(error instanceof Error && error.message ? error.message : 'Request Error', error);
  }
}

function send(method: string, url: string, config: ApiRequestConfig, body?: unknown): Promise<Response> {
  const headers = new Headers({ ...config.headers, 'Accept-Language': currentLocale() });
  const { token } = config;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A file goes as its bytes; anything else as JSON.
  const file = body instanceof Blob;
  if (body !== undefined) headers.set('Content-Type', file ? 'application/octet-stream' : 'application/json');
  const query = config.params ? new URLSearchParams(config.params).toString() : '';
  const init: RequestInit = {
    method,
    headers,
    body: body === undefined ? undefined : file ? body : JSON.stringify(body),
    signal: config.signal,
    keepalive: config.keepalive,
  };
  return transport(config, () => fetch(`${API_BASE}${url}${query ? `?${query}` : ''}`, init));
}

/** The answer's envelope, or undefined when its body is something else (an HTML error page). */
async function envelopeOf(response: Response, config: ApiRequestConfig): Promise<Envelope<unknown> | undefined> {
  const text = await transport(config, () => response.text());
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** An unsuccessful answer: the envelope rules when it carries one (on any HTTP status), else its status. */
function rejectAnswer(response: Response, envelope: Envelope<unknown> | undefined, config: ApiRequestConfig): never {
  if (envelope) return rejectEnvelope(envelope, config);
  return fail(response.ok ? 'Invalid response' : `Request failed with status code ${response.status}`);
}

/**
 * A request the server answered successfully in this tab's session extended that session, from
 * about when it was sent (the idle warning counts from it, `lib/session/idle-watch.ts`).
 */
function extended(config: ApiRequestConfig, sentAt: number): void {
  if (config.token && config.token === getToken()) sessionExtended(sentAt);
}

/** The request's options with the session it is sent in. */
const inSession = (config: ApiRequestConfig): ApiRequestConfig => ({
  ...config,
  token: config.token === undefined ? getToken() : config.token,
});

/** The one HTTP client (docs/product.md, Errors): resolves with `data` of a successful envelope and the answer's headers. */
export async function exchange<T>(
  method: string,
  url: string,
  options: ApiRequestConfig = {},
  body?: unknown,
): Promise<{ data: T; headers: Headers }> {
  const config = inSession(options);
  const sentAt = Date.now();
  const response = await send(method, url, config, body);
  const envelope = await envelopeOf(response, config);
  if (response.ok && envelope && SUCCESS_CODES.includes(envelope.code)) {
    extended(config, sentAt);
    return { data: envelope.data as T, headers: response.headers };
  }
  return rejectAnswer(response, envelope, config);
}

/** One request: resolves with `data` of a successful envelope (the contract's calls, `lib/http/api.ts`, go through it). */
export async function request<T>(
  method: string,
  url: string,
  config: ApiRequestConfig = {},
  body?: unknown,
): Promise<T> {
  return (await exchange<T>(method, url, config, body)).data;
}

export interface UploadConfig extends ApiRequestConfig {
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * A `multipart/form-data` upload of one file in the field `file`, through XMLHttpRequest: fetch
 * cannot report how much of a body it sent. `signal` aborts it; the answer follows the same rules.
 */
export async function apiUpload<T>(url: string, file: Blob, options: UploadConfig = {}): Promise<T> {
  const config = inSession(options);
  const body = new FormData();
  body.append('file', file);
  const sentAt = Date.now();
  const response = await transport(
    config,
    () =>
      new Promise<Response>((resolve, reject) => {
        const aborted = () => config.signal?.reason ?? new DOMException('Request aborted', 'AbortError');
        if (config.signal?.aborted) return reject(aborted());
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${API_BASE}${url}`);
        xhr.setRequestHeader('Accept-Language', currentLocale());
        if (config.token) xhr.setRequestHeader('Authorization', `Bearer ${config.token}`);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status }));
        // Like fetch's, a network failure is a TypeError ('Network Error').
        xhr.onerror = () => reject(new TypeError('Network Error'));
        xhr.onabort = () => reject(aborted());
        config.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(body);
      }),
  );
  const envelope = await envelopeOf(response, config);
  if (response.ok && envelope && SUCCESS_CODES.includes(envelope.code)) {
    extended(config, sentAt);
    return envelope.data as T;
  }
  return rejectAnswer(response, envelope, config);
}

/** A file download: the body of a successful answer and its headers; a failure follows the same rules. */
export async function apiGetBlob(
  url: string,
  options: ApiRequestConfig = {},
): Promise<{ data: Blob; headers: Headers }> {
  const config = inSession(options);
  const sentAt = Date.now();
  const response = await send('GET', url, config);
  if (response.ok) {
    extended(config, sentAt);
    return { data: await transport(config, () => response.blob()), headers: response.headers };
  }
  return rejectAnswer(response, await envelopeOf(response, config), config);
}

/**
 * A POST answered with a stream (the assistant's server-sent events, read with `readServerEvents`):
 * sent like any call, the token in the bearer header, never in the URL. A refusal before the stream
 * starts (400, 403, 429) follows the envelope rules. Aborting `signal` ends the request.
 */
export async function apiPostStream(
  url: string,
  body: unknown,
  options: ApiRequestConfig = {},
): Promise<ReadableStream<Uint8Array>> {
  const config = inSession(options);
  const sentAt = Date.now();
  const response = await send('POST', url, config, body);
  if (response.ok && response.body) {
    extended(config, sentAt);
    return response.body;
  }
  return rejectAnswer(response, await envelopeOf(response, config), config);
}
