import { arrayContains, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ADMIN_ROLE, type Permission, type Role } from '@console/shared';
import type { RoleSortField } from '@console/shared/roles/constants';
import type { RoleFilter } from '@console/shared/roles/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { roles } from '../../db/schema/roles';
import { containing, listStore, localizedContaining, versionedRows } from '../../kit/list-store';

export type RoleRow = typeof roles.$inferSelect;

const list = listStore<typeof roles, RoleFilter, RoleSortField>({
  table: roles,
  id: roles.id,
  filters: {
    keyword: (text) => or(ilike(roles.name, containing(text)), localizedContaining(roles.labels, text)),
    // `admin` holds every permission whatever its row says.
    permission: (permission) => or(arrayContains(roles.permissions, [permission]), eq(roles.name, ADMIN_ROLE)),
  },
  sortColumns: { name: roles.name, createdTime: roles.createdAt },
});

const rows = versionedRows({ table: roles, id: roles.id, version: roles.version, updatedAt: roles.updatedAt });

/** The roles' SQL: the kit's list reads and versioned writes, and what accounts and sessions ask of roles. */
export function createRoleStore(db: Db) {
  return {
    ...list(db),
    ...rows(db),

    async nameTaken(name: string): Promise<boolean> {
      const found = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
      return found.length > 0;
    },

    /** How many accounts hold the role. */
    async holders(name: Role): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(arrayContains(users.roles, [name]));
      return row?.n ?? 0;
    },

    /** Whether some account holds a role the table no longer has (what deleting a held role would leave). */
    async anyHeldMissing(): Promise<boolean> {
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`not (${users.roles} <@ (select coalesce(array_agg(${roles.name}), '{}') from ${roles}))`)
        .limit(1);
      return found.length > 0;
    },

    /** Every role's name and labels, oldest first (the built-in ones lead). */
    options: () =>
      db.select({ name: roles.name, labels: roles.labels }).from(roles).orderBy(asc(roles.createdAt), asc(roles.id)),

    /** The named roles' names and labels (unknown names are left out). */
    named: (names: readonly Role[]) =>
      names.length === 0
        ? Promise.resolve([])
        : db
            .select({ name: roles.name, labels: roles.labels })
            .from(roles)
            .where(inArray(roles.name, [...names])),

    /** The names of the roles holding `permission`, `admin` always among them. */
    async holding(permission: Permission): Promise<Role[]> {
      const found = await db
        .select({ name: roles.name })
        .from(roles)
        .where(or(arrayContains(roles.permissions, [permission]), eq(roles.name, ADMIN_ROLE)));
      return found.map((row) => row.name);
    },

    /** How many roles there are. */
    async total(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(roles);
      return row?.n ?? 0;
    },
  };
}

export type RoleStore = ReturnType<typeof createRoleStore>;
