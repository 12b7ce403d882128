import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AppSettings, Role } from '@console/shared';
import type { AccountStatus } from '@console/shared/accounts/constants';
import type { SignInMethod } from '@console/shared/identity/constants';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().$type<Role[]>().notNull(),
    name: text('name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    job: text('job').notNull().default(''),
    jobName: text('job_name').notNull().default(''),
    organization: text('organization').notNull().default(''),
    organizationName: text('organization_name').notNull().default(''),
    location: text('location').notNull().default(''),
    locationName: text('location_name').notNull().default(''),
    email: text('email').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    personalWebsite: text('personal_website').notNull().default(''),
    phone: text('phone').notNull().default(''),
    accountId: text('account_id').notNull().default(''),
    certification: smallint('certification').notNull().default(0),
    /** The basic information of the user settings (docs/product.md, User settings). */
    countryRegion: text('country_region').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    /** A disabled account cannot sign in, and its sessions are refused (docs/permissions.md, "Accounts"). */
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    /** Set with a password an administrator chose: the account must replace it before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The second factor (docs/decisions/046-second-factor.md): the authenticator app's secret in force
     * (base32, readable: a code is checked against it), and since when; both null while it is off.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** A secret set up but not yet confirmed with a code from it: nothing signs in with it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step whose code was accepted: it and every earlier one are refused (a replayed code). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Incremented by every administrator's write (the list kit's edit at a version). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('users_totp_check', sql`(${t.totpSecret} is null) = (${t.totpEnabledAt} is null)`),
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_username_id_idx').on(t.username, t.id),
    // The global search's "contains" (docs/decisions/044-search-index.md).
    index('users_search_trgm_idx').using(
      'gin',
      t.username.op('gin_trgm_ops'),
      t.name.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
    ),
  ],
);

/** `ended_by_admin`: an administrator ended the account's sessions (a reset password, or on request). */
export const SESSION_END_REASONS = ['logout', 'revoked_elsewhere', 'ended_by_admin'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeRole: text('active_role').$type<Role>().notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason').$type<SessionEndReason>(),
    /** What signed in, for the user's list of sessions: the browser's User-Agent and address. */
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
    /** How it was signed in: a password alone, completed by a code or a recovery code, a passkey, single sign-on. */
    signInMethod: text('sign_in_method').$type<SignInMethod>().notNull().default('password'),
    /** A session of single sign-on: the provider's ID token, the hint its sign-out there sends. */
    idToken: text('id_token'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<AppSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-in and password checks per key (an address, an account at an address), shared by
 * every server process on PostgreSQL. Times are epoch milliseconds.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: bigint('last_failure_at', { mode: 'number' }).notNull(),
  /** Attempts are refused until then; null while the key is below its limit. */
  blockedUntil: bigint('blocked_until', { mode: 'number' }),
  /** Whether the latest attempt was let through: the upsert's answer about the row as it found it. */
  lastAllowed: boolean('last_allowed').notNull(),
});
