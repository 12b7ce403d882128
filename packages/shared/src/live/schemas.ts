import { z } from 'zod';
import { LIVE_TOPICS } from './constants';

/** What a stream watches besides the caller's own events. */
export const streamQuerySchema = z.object({ watch: z.enum(LIVE_TOPICS, { error: 'validation.option' }).optional() });

/** Where a stream resumes: the id of the last event its client read. */
export const streamHeadersSchema = z.object({
  'last-event-id': z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.integer')
    .max(Number.MAX_SAFE_INTEGER, 'validation.integer')
    .optional(),
});
