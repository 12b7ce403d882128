import { z } from 'zod';
import { filterTextSchema, idSchema, listSchemas } from '../list';
import { OUTBOX_RECIPIENT_MAX, OUTBOX_SORT_FIELDS } from './constants';

/** A message the console kept instead of sending it: no SMTP server, in demo mode. */
export const outboxMailSchema = z.object({
  id: idSchema,
  recipient: z.string(),
  subject: z.string(),
  /** The plain-text part; the screen shows it, never the HTML part. */
  text: z.string(),
  /** ISO 8601 instant. */
  createdTime: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

const outboxFilters = {
  /** Part of the recipient's address. */
  recipient: filterTextSchema(OUTBOX_RECIPIENT_MAX),
};
export type OutboxFilter = z.infer<z.ZodObject<typeof outboxFilters>>;

/** The outbox on the list kit: read only. */
export const outboxList = listSchemas({
  item: outboxMailSchema,
  filters: outboxFilters,
  sortFields: OUTBOX_SORT_FIELDS,
});
