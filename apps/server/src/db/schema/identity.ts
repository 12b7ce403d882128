import { index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerUserId } from './columns';

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
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_tickets_user_id_idx').on(t.userId), index('sign_in_tickets_expires_at_idx').on(t.expiresAt)],
);
