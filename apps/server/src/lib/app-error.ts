import { ApiCode } from '@console/shared';
import type { MessageKey } from '../i18n/i18n';

/** An expected failure: becomes an honest HTTP status with the envelope and a localized `msg`. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: number,
    readonly msgKey: MessageKey,
    readonly options: {
      data?: unknown;
      headers?: Record<string, string>;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(msgKey);
  }
}

export const unauthorized = (code: number, msgKey: MessageKey) => new AppError(401, code, msgKey);
export const forbidden = (msgKey: MessageKey = 'errors.forbidden') => new AppError(403, ApiCode.forbidden, msgKey);
export const notFound = () => new AppError(404, ApiCode.notFound, 'errors.notFound');
export const conflict = () => new AppError(409, ApiCode.conflict, 'errors.conflict');
export const fieldError = (path: string, msgKey: MessageKey) =>
  new AppError(400, ApiCode.validation, 'errors.validation', { data: { issues: [{ path, message: msgKey }] } });
/**
 * 429: `msgKey` says to wait `{seconds}` (`count` picks its plural form), and `Retry-After` says the
 * same to a client: the wait rounded up to whole seconds, at least one.
 */
export const tooManyRequests = (msgKey: MessageKey, waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, ApiCode.rateLimited, msgKey, {
    headers: { 'retry-after': String(seconds) },
    params: { seconds, count: seconds },
  });
};
