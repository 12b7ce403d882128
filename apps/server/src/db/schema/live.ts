import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live channel's event log (docs/decisions/022-live-channel.md): what was published, in commit
 * order, kept for a while so a stream that reconnects with `Last-Event-ID` resumes without loss,
 * on whichever process it lands. Old rows are pruned.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event's `event:` name. */
    type: text('type').notNull(),
    /** Only this account's streams get it; null: every stream allowed to see its topic. */
    userId: integer('user_id'),
    /** Only streams watching this topic get it; null: not a topic's event. */
    topic: text('topic'),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_at_idx').on(t.createdAt)],
);

/** How many streams watch each topic on each server process, refreshed while the process lives. */
export const livePresence = pgTable(
  'live_presence',
  {
    processId: text('process_id').notNull(),
    topic: text('topic').notNull(),
    streams: integer('streams').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.topic, t.processId] })],
);
