/** A unique constraint refused the write (SQLSTATE 23505), possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
