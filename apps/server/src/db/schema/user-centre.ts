import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  AVATAR_CONTENT_TYPES,
  CERTIFICATION_STATUSES,
  VISIT_KINDS,
  type AvatarContentType,
  type VisitKind,
} from '@console/shared/user-centre/constants';
import { users } from '../schema';
import { createdAt, localizedText, oneOf, ownerUserId } from './columns';
import { members } from './projects';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Each account's uploaded avatar, in the database so that every server process can serve it
 * without a shared disk. `digest` (SHA-256, hex) names the image in its URL, which changes with it.
 */
export const userAvatars = pgTable(
  'user_avatars',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<AvatarContentType>().notNull(),
    digest: text('digest').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_avatars_digest_idx').on(t.digest),
    check('user_avatars_content_type_check', oneOf(t.contentType, AVATAR_CONTENT_TYPES)),
  ],
);

/** The account behind an entry of the team directory: its projects, tasks and teams are the user's. */
export const userMembers = pgTable('user_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .unique()
    .references(() => members.id, { onDelete: 'cascade' }),
});

/** Teams of the team directory (the user info's "my team"). */
export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: localizedText('name'),
  avatar: text('avatar').notNull(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.memberId] }), index('team_members_member_id_idx').on(t.memberId)],
);

/**
 * Each user's page visits per UTC day and kind (the home page, the project pages), counted by a
 * trigger on `user_route_visits` (the hand-written part of the user centre's migration, docs/decisions/025-user-centre.md): every recorded visit counts.
 */
export const userVisitDays = pgTable(
  'user_visit_days',
  {
    userId: ownerUserId(),
    kind: text('kind').$type<VisitKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.day] }),
    check('user_visit_days_kind_check', oneOf(t.kind, VISIT_KINDS)),
  ],
);

/** An account's enterprise real-name authentication (one per account). */
export const enterpriseCertifications = pgTable('enterprise_certifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountType: smallint('account_type').notNull(),
  status: smallint('status').notNull(),
  legalPerson: text('legal_person').notNull(),
  certificateType: text('certificate_type').notNull(),
  authenticationNumber: text('authentication_number').notNull(),
  enterpriseName: text('enterprise_name').notNull(),
  enterpriseCertificateType: text('enterprise_certificate_type').notNull(),
  organizationCode: text('organization_code').notNull(),
  certifiedAt: timestamp('certified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The certification requests of an account: auditing, passed, or withdrawn by the account while auditing. */
export const certificationRecords = pgTable(
  'certification_records',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    certificationType: smallint('certification_type').notNull(),
    content: localizedText('content'),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('certification_records_user_id_idx').on(t.userId, t.createdAt),
    check(
      'certification_records_status_check',
      sql`${t.status} in (${sql.raw(Object.values(CERTIFICATION_STATUSES).join(', '))})`,
    ),
  ],
);
