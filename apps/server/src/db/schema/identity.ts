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
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../schema';
import { createdAt, oneOf, ownerUserId } from './columns';

/**
 * An account's recovery codes (docs/decisions/046-second-factor.md): each signs in once in place of
 * a code from the app. Only a SHA-256 hash is kept; the codes are shown once.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId, t.codeHash)],
);

/**
 * What a correct password gives an account with a second factor instead of a session: a ticket
 * that a code completes, in the database so that every process sees it. Only its hash is kept.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerUserId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Codes it may still try; the last wrong one spends it. */
    attemptsLeft: smallint('attempts_left').notNull(),
    /** A sign-in of single sign-on: the provider's ID token, which the session keeps. */
    idToken: text('id_token'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_tickets_user_id_idx').on(t.userId), index('sign_in_tickets_expires_at_idx').on(t.expiresAt)],
);

/**
 * An account's passkeys (WebAuthn credentials): each signs in alone, without the password. The
 * public key is what the authenticator gave at registration (COSE, base64url); the counter is the
 * last signature count seen, which a cloned authenticator betrays by going back.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    /** The credential's id as the authenticator gave it (base64url): unique across accounts. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator again (`internal`, `hybrid`, `usb`…). */
    transports: text('transports').array().notNull().default([]),
    /** The name the account gave it, to tell its passkeys apart. */
    name: text('name').notNull(),
    /** Whether the credential is synced between devices, and backed up now. */
    multiDevice: boolean('multi_device').notNull().default(false),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * The passkeys of the account `userId` (a column of the statement, such as `users.id`). A fragment
 * of its own: drizzle names a column unqualified where it stands directly in a single table's
 * selected or returned expression, and inside the subquery `id` would then be the passkey's.
 */
const passkeysOf = (userId: AnyPgColumn): SQL => sql`${passkeys.userId} = ${userId}`;

/**
 * Whether the account `userId` has a passkey: a subquery of its own, so the session check that
 * holds it stays one round trip.
 */
export const hasPasskey = (userId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${passkeys} where ${passkeysOf(userId)})`;

/** How many passkeys the account `userId` has: a subquery of its own, so a list reads it with its rows. */
export const passkeyCount = (userId: AnyPgColumn): SQL<number> =>
  sql<number>`(select count(*)::int from ${passkeys} where ${passkeysOf(userId)})`;

/** The kinds of short-lived, single-use state an identity flow keeps between two requests. */
export const AUTH_FLOW_KINDS = [
  'passkey-registration',
  'passkey-sign-in',
  'password-reset',
  'single-sign-on',
  // A sign-in the provider's redirect completed, which the app then exchanges for its session.
  'sign-in-grant',
] as const;
export type AuthFlowKind = (typeof AUTH_FLOW_KINDS)[number];

/**
 * What an identity flow keeps between the request that starts it and the one that completes it: a
 * WebAuthn challenge, a password-reset link, an OpenID Connect `state` with its `nonce` and PKCE
 * verifier. In the database so that any process completes what another started; only the token's
 * SHA-256 hash is kept, and completing a flow deletes its row (single use).
 */
export const authFlows = pgTable(
  'auth_flows',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<AuthFlowKind>().notNull(),
    /** The account it is for, when known when it starts (a registration, a reset); null for a sign-in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the flow needs to complete (a challenge, a nonce…), never a secret that signs in by itself. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_flows_user_id_idx').on(t.userId, t.kind),
    index('auth_flows_expires_at_idx').on(t.expiresAt),
    check('auth_flows_kind_check', oneOf(t.kind, AUTH_FLOW_KINDS)),
  ],
);

/**
 * Mail the server would send, kept instead when no SMTP server is configured in demo mode: the
 * administrators' outbox shows it (and the server log has it), so a demo can follow a reset link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

/**
 * An account's identity at an OpenID provider (single sign-on): the provider's `iss` and `sub`,
 * which never change, match the account at its next sign-on, whatever its e-mail becomes.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_identities_issuer_subject_idx').on(t.issuer, t.subject),
    index('sso_identities_user_id_idx').on(t.userId),
  ],
);
