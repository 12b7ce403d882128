/**
 * Every answer is the envelope `{code, msg, data}` with an honest HTTP status and a `msg`
 * localized from `Accept-Language`. Server errors are logged, never shown; no error echoes the
 * request (its path, its input) or an internal code. API answers are never stored by a cache.
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_BASE, ApiCode, DEFAULT_LOCALE, type Envelope, type FieldIssue, type Locale } from '@console/shared';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, isUniqueViolation } from '../lib/database-error';
import { isMessageKey, resolveLocale, translate, type MessageKey } from '../i18n/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** The success envelope; `msg` in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: ApiCode.success, msg: translate(request.locale, 'common.success'), data };
}

/** zod issue codes that carry no message key of ours get a generic localized text. */
const GENERIC_ISSUE_KEYS: Record<string, MessageKey> = {
  invalid_type: 'validation.invalidType',
  too_small: 'validation.tooSmall',
  too_big: 'validation.tooBig',
  invalid_value: 'validation.invalidValue',
  unrecognized_keys: 'validation.unknownField',
};

function localizeIssue(locale: Locale, issue: { path: string; message: string; code?: string }): FieldIssue {
  const key = isMessageKey(issue.message)
    ? issue.message
    : (GENERIC_ISSUE_KEYS[issue.code ?? ''] ?? 'validation.invalid');
  return { path: issue.path, message: translate(locale, key) };
}

function send(
  reply: FastifyReply,
  status: number,
  code: number,
  msgKey: MessageKey,
  data: unknown = null,
  params?: Record<string, string | number>,
) {
  return reply.code(status).send({ code, msg: translate(reply.request.locale, msgKey, params), data });
}

/** What the API answers must never be kept by a browser or a proxy (ASVS 8.2.1). */
const NO_STORE = 'no-store';

/** What a 503 for an unreachable database tells the client to wait. */
const DATABASE_RETRY_SECONDS = '2';

/** Fastify's own client errors, mapped to our statuses, codes and messages. */
const FRAMEWORK_ERRORS: Record<string, [status: number, code: number, key: MessageKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ApiCode.payloadTooLarge, 'errors.payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, ApiCode.validation, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ApiCode.validation, 'errors.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, ApiCode.validation, 'errors.malformedJson'],
  // Raised by the router before any hook runs (see `frameworkErrors` below).
  FST_ERR_BAD_URL: [400, ApiCode.validation, 'errors.badUrl'],
  FST_ERR_MAX_PARAM_LENGTH: [414, ApiCode.validation, 'errors.uriTooLong'],
};

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path that is not valid
 * percent-encoding, a path parameter over `maxParamLength`) reach neither the hooks nor the error
 * handler, and Fastify's default body echoes the path. They get the envelope here.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  request.locale = resolveLocale(request.headers['accept-language']);
  const [status, code, key] = FRAMEWORK_ERRORS[error.code] ?? [400, ApiCode.validation, 'errors.badRequest'];
  void send(reply.header('cache-control', NO_STORE), status, code, key);
};

/**
 * Node's `clientError`: a request too malformed for HTTP parsing (bad syntax, headers over the
 * size limit, a timeout). There is no request to read a language from: the default locale.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key]: [number, string, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'errors.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'errors.timeout']
        : [400, 'Bad Request', 'errors.badRequest'];
  const body = JSON.stringify({
    code: ApiCode.validation,
    msg: translate(DEFAULT_LOCALE, key),
    data: null,
  } satisfies Envelope<null>);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: ${NO_STORE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', 'zh-CN');
    app.addHook('onRequest', async (request, reply) => {
      request.locale = resolveLocale(request.headers['accept-language']);
      // Static files under the API (avatars, the docs' assets) set their own caching when sent.
      if (request.url.startsWith(API_BASE)) reply.header('cache-control', NO_STORE);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const locale = request.locale;
      if (error instanceof AppError) {
        const { data = null, headers = {}, params } = error.options;
        const issues = (data as { issues?: FieldIssue[] } | null)?.issues;
        const localized = issues ? { issues: issues.map((issue) => localizeIssue(locale, issue)) } : data;
        return send(reply.headers(headers), error.statusCode, error.code, error.msgKey, localized, params);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) =>
          localizeIssue(locale, {
            path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            message: v.message ?? '',
            code: v.keyword,
          }),
        );
        return send(reply, 400, ApiCode.validation, 'errors.validation', { issues });
      }
      if (isUniqueViolation(error)) return send(reply, 409, ApiCode.conflict, 'errors.conflict');
      if (isDatabaseUnavailable(error)) {
        // A restart or a failover: the pool reconnects by itself, so the client is told to come back.
        request.log.warn({ err: error }, 'database unavailable');
        return send(
          reply.header('retry-after', DATABASE_RETRY_SECONDS),
          503,
          ApiCode.failure,
          'errors.databaseUnavailable',
        );
      }
      const known = FRAMEWORK_ERRORS[error.code];
      if (known) return send(reply, ...known);
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return send(reply, error.statusCode, ApiCode.failure, 'errors.badRequest');
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, ApiCode.internal, 'errors.internal');
    });

    app.setNotFoundHandler((_request, reply) => send(reply, 404, ApiCode.notFound, 'errors.notFound'));
  },
  { name: 'envelope' },
);
