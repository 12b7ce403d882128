/** A unique constraint refused the write (SQLSTATE 23505), possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}

/**
 * SQLSTATEs and socket errors of a PostgreSQL that is away: shutting down or starting (57P01–57P03),
 * a connection lost or refused (class 08), the server gone mid-query.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGES = /^Connection terminated|timeout exceeded when trying to connect/;

/**
 * The database could not be reached, rather than refusing the query (possibly wrapped by drizzle):
 * the request may succeed once it is back, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 5;
    depth++
  ) {
    const { code, message } = cause;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}
