import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import {
  CHAT_CATEGORIES,
  LIVE_METHODS,
  PICTURE_QUALITIES,
  PLAY_FORMATS,
  STREAM_LINES,
  type ChatCategory,
  type LiveMethod,
  type PictureQuality,
  type PlayFormat,
  type ProgramStatus,
  type StreamLine,
} from '@console/shared/monitor/constants';
import { users } from '../schema';
import { createdAt, localizedText, oneOf } from './columns';

/** The live studio the real-time monitor watches: its information, stream state and simulated audience. */
export const studios = pgTable(
  'studios',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    notification: text('notification').notNull(),
    category: text('category').notNull(),
    tag: text('tag').notNull().default(''),
    liveMethod: text('live_method').$type<LiveMethod>().notNull(),
    line: text('line').$type<StreamLine>().notNull(),
    cdn: text('cdn').notNull(),
    playFormat: text('play_format').$type<PlayFormat>().notNull(),
    quality: text('quality').$type<PictureQuality>().notNull(),
    gasket: boolean('gasket').notNull().default(false),
    /** The audience the simulator adds to the open monitors. */
    simulatedViewers: integer('simulated_viewers').notNull().default(0),
    /** When the simulator last ran: processes take turns through this column. */
    simulatedAt: timestamp('simulated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('studios_live_method_check', oneOf(t.liveMethod, LIVE_METHODS)),
    check('studios_line_check', oneOf(t.line, STREAM_LINES)),
    check('studios_play_format_check', oneOf(t.playFormat, PLAY_FORMATS)),
    check('studios_quality_check', oneOf(t.quality, PICTURE_QUALITIES)),
    check('studios_simulated_viewers_check', sql`${t.simulatedViewers} >= 0`),
  ],
);

/** A studio's stream lines (main, hot standby, cold standby) with their bit rate (kbps) and frame rate. */
export const studioStreams = pgTable(
  'studio_streams',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    line: text('line').$type<StreamLine>().notNull(),
    bitRate: integer('bit_rate').notNull(),
    frameRate: integer('frame_rate').notNull(),
  },
  (t) => [
    index('studio_streams_studio_id_idx').on(t.studioId),
    check('studio_streams_line_check', oneOf(t.line, STREAM_LINES)),
  ],
);

/** The programs in a studio's rotation. */
export const studioPrograms = pgTable(
  'studio_programs',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    /** In each language: the demo rotation's titles read in the console's language. */
    name: localizedText('name'),
    liveMethod: text('live_method').$type<LiveMethod>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    code: text('code').notNull().unique(),
    status: smallint('status').$type<ProgramStatus>().notNull().default(0),
    position: integer('position').notNull(),
  },
  (t) => [
    index('studio_programs_studio_id_idx').on(t.studioId, t.position),
    check('studio_programs_live_method_check', oneOf(t.liveMethod, LIVE_METHODS)),
    check('studio_programs_status_check', sql`${t.status} in (0, -1)`),
  ],
);

/** The studio's chat: typed in the monitor (an account) or by the simulated audience (no account). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    content: text('content').notNull(),
    category: text('category').$type<ChatCategory>().notNull(),
    isCollect: boolean('is_collect').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_studio_id_id_idx').on(t.studioId, t.id),
    check('chat_messages_category_check', oneOf(t.category, CHAT_CATEGORIES)),
  ],
);
