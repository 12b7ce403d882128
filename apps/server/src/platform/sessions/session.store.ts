import { and, arrayContains, asc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Permission, Role } from '@console/shared';
import type { SignInMethod } from '@console/shared/identity/constants';
import type { Db } from '../../db/client';
import { sessions, users, type SessionEndReason } from '../../db/schema';
import { hasPasskey } from '../../db/schema/identity';
import { requiresSecondFactor, roles } from '../../db/schema/roles';

/**
 * The role a session acts in: its active role while the account still holds it, else the
 * account's first role (an administrator took the active one away).
 */
const effectiveRole = sql<Role | null>`case when ${sessions.activeRole} = any(${users.roles}) then ${sessions.activeRole} else ${users.roles}[1] end`;

export function createSessionStore(db: Db) {
  // Every signed-in request looks its session up: the statement is built once, and PostgreSQL
  // parses and plans it once per connection (docs/decisions/057-every-get-endpoint-measured.md).
  const byTokenHash = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      role: effectiveRole,
      permissions: roles.permissions,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      endedReason: sessions.endedReason,
      signInMethod: sessions.signInMethod,
      roles: users.roles,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      mustEnrolSecondFactor: sql<boolean>`${users.totpEnabledAt} is null and not ${hasPasskey(users.id)} and ${requiresSecondFactor(users.roles)}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.name, effectiveRole))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash');

  return {
    async insert(values: {
      tokenHash: string;
      userId: number;
      activeRole: Role;
      userAgent: string;
      address: string;
      signInMethod: SignInMethod;
      idToken?: string;
    }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The provider's ID token a session of single sign-on keeps; undefined for any other. */
    async idTokenOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ idToken: sessions.idToken }).from(sessions).where(eq(sessions.id, id));
      return row?.idToken ?? undefined;
    },

    /** Whether the account has signed in before, and from this User-Agent (its sessions, ended ones too). */
    async signInHistory(userId: number, userAgent: string): Promise<{ before: boolean; fromThis: boolean }> {
      const [row] = await db
        .select({
          before: sql<boolean>`count(*) > 0`,
          fromThis: sql<boolean>`coalesce(bool_or(${sessions.userAgent} = ${userAgent}), false)`,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return { before: row?.before ?? false, fromThis: row?.fromThis ?? false };
    },

    /**
     * The session with its account, the role it acts in with that role's permissions now, and
     * whether a role the account holds requires a second factor it has not set up (one round trip).
     */
    async findByTokenHash(tokenHash: string) {
      const [row] = await byTokenHash.execute({ tokenHash });
      return row;
    },

    /** What a role holds now; empty for a role that no longer exists. */
    async permissionsOf(role: Role): Promise<Permission[]> {
      const [row] = await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.name, role));
      return row?.permissions ?? [];
    },

    async touch(id: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async setActiveRole(id: number, role: Role): Promise<void> {
      await db.update(sessions).set({ activeRole: role }).where(eq(sessions.id, id));
    },

    async end(id: number, reason: SessionEndReason): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    /** The user's sessions not yet ended, seen and started since the given times, oldest first. */
    async listOpen(userId: number, { seenSince, createdSince }: { seenSince: Date; createdSince: Date }) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          address: sessions.address,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            gte(sessions.lastSeenAt, seenSince),
            gte(sessions.createdAt, createdSince),
          ),
        )
        .orderBy(asc(sessions.createdAt), asc(sessions.id));
    },

    /** Ends one open session of the user; false when the user has no such open session. */
    async endOwn(userId: number, id: number, reason: SessionEndReason): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: reason })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every open session of the user, but `except`; returns the ids of those it ended. */
    async endAll(userId: number, reason: SessionEndReason, except?: number): Promise<number[]> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            except === undefined ? undefined : ne(sessions.id, except),
            isNull(sessions.endedAt),
          ),
        )
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /** The ids of the sessions not yet ended of every account holding `role`. */
    async openIdsHolding(role: Role): Promise<number[]> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(arrayContains(users.roles, [role]), isNull(sessions.endedAt)));
      return rows.map((row) => row.id);
    },

    /** The ids of the user's sessions not yet ended. */
    async openIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
      return rows.map((row) => row.id);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
