import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Role } from '@console/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ssoIdentities } from '../../db/schema/identity';

/** What a sign-on needs of an account. */
const ACCOUNT = {
  id: users.id,
  username: users.username,
  roles: users.roles,
  status: users.status,
  totpEnabledAt: users.totpEnabledAt,
};

/** Single sign-on's SQL: the identities linked to accounts, and the accounts a sign-on finds or creates. */
export function createSsoStore(db: Db) {
  return {
    async account(userId: number) {
      const [row] = await db.select(ACCOUNT).from(users).where(eq(users.id, userId));
      return row;
    },

    /** The account the provider's identity is linked to; its use is recorded. */
    async linkedAccount(issuer: string, subject: string, at: Date) {
      const [link] = await db
        .update(ssoIdentities)
        .set({ lastUsedAt: at })
        .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)))
        .returning({ userId: ssoIdentities.userId });
      if (!link) return undefined;
      const [row] = await db.select(ACCOUNT).from(users).where(eq(users.id, link.userId));
      return row;
    },

    /** The accounts whose e-mail is `email`, in any case (more than one: the sign-on cannot choose). */
    async accountsByEmail(email: string) {
      return db
        .select(ACCOUNT)
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(2);
    },

    /**
     * Links the provider's identity to the account: whether it did, not when it was linked already
     * (a parallel sign-on).
     */
    async link(userId: number, issuer: string, subject: string, at: Date): Promise<boolean> {
      const linked = await db
        .insert(ssoIdentities)
        .values({ userId, issuer, subject, lastUsedAt: at })
        .onConflictDoNothing()
        .returning({ userId: ssoIdentities.userId });
      return linked.length > 0;
    },

    /** The usernames taken among `base` and `base-<n>`. */
    async usernamesLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ username: users.username })
        .from(users)
        .where(or(eq(users.username, base), like(users.username, `${base.replace(/[\\%_]/g, '\\$&')}-%`)));
      return new Set(rows.map((row) => row.username));
    },

    async createAccount(account: {
      username: string;
      name: string;
      email: string;
      passwordHash: string;
      roles: Role[];
    }) {
      const [row] = await db.insert(users).values(account).returning(ACCOUNT);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async setRoles(userId: number, roles: Role[]): Promise<void> {
      // A new version: an administrator's edit of the roles read before fails rather than undoes this.
      await db
        .update(users)
        .set({ roles, updatedAt: new Date(), version: sql`${users.version} + 1` })
        .where(eq(users.id, userId));
    },
  };
}

export type SsoStore = ReturnType<typeof createSsoStore>;
export type SsoAccount = NonNullable<Awaited<ReturnType<SsoStore['linkedAccount']>>>;
