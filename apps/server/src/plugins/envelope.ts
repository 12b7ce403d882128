/**
 * Every answer is the envelope `{code, msg, data}` with an honest HTTP status and a `msg`
 * localized from `Accept-Language`. Server errors are logged, never shown.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiCode, type Envelope, type FieldIssue, type Locale } from '@console/shared';
import { AppError } from '../lib/app-error';
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
  const key = isMessageKey(issue.message) ? issue.message : (GENERIC_ISSUE_KEYS[issue.code ?? ''] ?? 'validation.invalid');
  return { path: issue.path, message: translate(locale, key) };
}

function send(reply: FastifyReply, status: number, code: number, msgKey: MessageKey, data: unknown = null, params?: Record<string, string | number>) {
  return reply.code(status).send({ code, msg: translate(reply.request.locale, msgKey, params), data });
}

/** Fastify's own client errors, mapped to our statuses, codes and messages. */
const FRAMEWORK_ERRORS: Record<string, [status: number, code: number, key: MessageKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ApiCode.payloadTooLarge, 'errors.payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, ApiCode.validation, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ApiCode.validation, 'errors.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, ApiCode.validation, 'errors.malformedJson'],
};

/** A unique constraint refused the write (SQLSTATE 23505), possibly wrapped by drizzle: a 409. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', 'zh-CN');
    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['accept-language']);
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
          localizeIssue(locale, { path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: v.message ?? '', code: v.keyword }),
        );
        return send(reply, 400, ApiCode.validation, 'errors.validation', { issues });
      }
      if (isUniqueViolation(error)) return send(reply, 409, ApiCode.conflict, 'errors.conflict');
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
