import type { z } from 'zod';
import type { FieldIssue } from '@console/shared';

/** Field name → message key (or text) of its first problem. */
export type FieldErrors = Record<string, string>;

/**
 * The form field an issue path points to: the longest of `fields` whose dotted segments appear in
 * the path, after a prefix the server may add (`data.`, `body.`) and before a part inside the field
 * (`keyword.0`). `video.encoding.rate.min` names a nested field.
 */
export function fieldOfPath(path: string, fields: readonly string[]): string | undefined {
  const segments = path.split('.');
  const contains = (field: string) => {
    const parts = field.split('.');
    for (let start = 0; start + parts.length <= segments.length; start++) {
      if (parts.every((part, i) => segments[start + i] === part)) return true;
    }
    return false;
  };
  return fields.filter(contains).sort((a, b) => b.length - a.length)[0];
}

/** The server's 400 issues mapped onto the form's fields, the first problem of each. */
export function serverFieldErrors(issues: readonly FieldIssue[], fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = fieldOfPath(path, fields);
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}

/** The problems a shared zod schema finds, mapped onto the form's fields like the server's. */
export function zodFieldErrors(error: z.ZodError, fields: readonly string[]): FieldErrors {
  return serverFieldErrors(
    error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    fields,
  );
}
