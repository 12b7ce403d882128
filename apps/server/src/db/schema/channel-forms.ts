import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ChannelFormDraftData } from '@console/shared/channel-form/schemas';
import {
  CHANNEL_FORM_STAGES,
  CHANNEL_KEYWORDS,
  CHANNEL_TYPES,
  type ChannelFormStage,
  type ChannelKeyword,
  type ChannelType,
} from '@console/shared/channel-form/constants';
import { users } from '../schema';
import { localizedText, oneOf, ownerUserId } from './columns';

/** Channel form numbers (`CF001001`…) are assigned by the database. */
export const channelFormNumbers = pgSequence('channel_form_numbers', { startWith: 1001 });

/** Submitted channel forms (the step form) and where each stands. */
export const channelForms = pgTable(
  'channel_forms',
  {
    id: serial('id').primaryKey(),
    number: text('number')
      .notNull()
      .unique()
      .default(sql`('CF' || zero_padded(nextval('channel_form_numbers'), 6))`),
    /** Who submitted it; kept (null) when the account is deleted. */
    submitterId: integer('submitter_id').references(() => users.id, { onDelete: 'set null' }),
    activityName: localizedText('activity_name'),
    channelType: text('channel_type').$type<ChannelType>().notNull(),
    promotionFrom: date('promotion_from', { mode: 'string' }).notNull(),
    promotionTo: date('promotion_to', { mode: 'string' }).notNull(),
    promoteLink: text('promote_link').notNull(),
    advertisingSource: localizedText('advertising_source'),
    advertisingMedia: localizedText('advertising_media'),
    keywords: text('keywords').array().$type<ChannelKeyword[]>().notNull(),
    pushNotify: boolean('push_notify').notNull(),
    advertisingContent: localizedText('advertising_content'),
    stage: text('stage').$type<ChannelFormStage>().notNull(),
    /** Millisecond precision, like a JS Date: "the latest" compares it exactly. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('channel_forms_submitter_id_created_at_idx').on(t.submitterId, t.createdAt, t.id),
    check('channel_forms_channel_type_check', oneOf(t.channelType, CHANNEL_TYPES)),
    check('channel_forms_stage_check', oneOf(t.stage, CHANNEL_FORM_STAGES)),
    check('channel_forms_promotion_check', sql`${t.promotionFrom} <= ${t.promotionTo}`),
    check(
      'channel_forms_keywords_check',
      sql`${t.keywords} <@ array[${sql.raw(CHANNEL_KEYWORDS.map((k) => `'${k}'`).join(', '))}]::text[]`,
    ),
  ],
);

/** Each user's unfinished channel form (steps 1–2), so another browser or a reload resumes it. */
export const channelFormDrafts = pgTable(
  'channel_form_drafts',
  {
    userId: ownerUserId().primaryKey(),
    step: smallint('step').$type<1 | 2>().notNull(),
    data: jsonb('data').$type<ChannelFormDraftData>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('channel_form_drafts_step_check', sql`${t.step} in (1, 2)`)],
);
