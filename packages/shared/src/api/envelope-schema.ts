import { z } from 'zod';
import type { FieldIssue, ValidationErrorData } from './envelope';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
}) satisfies z.ZodType<FieldIssue>;

export const validationErrorDataSchema = z.object({
  issues: z.array(fieldIssueSchema),
}) satisfies z.ZodType<ValidationErrorData>;
