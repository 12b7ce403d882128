import type { z } from 'zod';
import type { FieldIssue } from '@console/shared';

/** Field name → message key (or text) of its first problem. */
export type FieldErrors = Record<string, string>;

/** The first problem of each top-level field found by a shared zod schema. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The server's 400 issues mapped onto the form's fields. An issue path may be prefixed
 * (`body.name`); the issue goes to the field its path ends with.
 */
export function serverFieldErrors(issues: readonly FieldIssue[], fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = fields.find((name) => path === name || path.endsWith(`.${name}`) || path.startsWith(`${name}.`));
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}
