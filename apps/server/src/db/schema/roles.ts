import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Permission } from '@console/shared';
import type { RoleLabels } from '@console/shared/roles/constants';

/**
 * The roles (docs/permissions.md, "Roles"): what each may do is data, seeded from the code's
 * permission table. Accounts hold roles by `name` (`users.roles`), sessions by `active_role`; the
 * session check joins this table, so a change counts from the next request on every process.
 * `admin` holds every permission whatever its row says (the code reads it so).
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    labels: jsonb('labels').$type<RoleLabels>().notNull(),
    permissions: text('permissions').array().$type<Permission[]>().notNull(),
    /** `admin` and `user`: renamed, never deleted. */
    builtin: boolean('builtin').notNull().default(false),
    /** Its accounts must have a second factor: one without reaches only the set-up until it has
     * (docs/decisions/046-second-factor.md). */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Incremented by every administrator's write (the list kit's edit at a version). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('roles_name_check', sql`${t.name} ~ '^[a-z][a-z0-9-]{1,31}$'`),
    index('roles_created_at_id_idx').on(t.createdAt, t.id),
    index('roles_name_id_idx').on(t.name, t.id),
  ],
);

/**
 * Whether a role among `held` (an account's `roles`) requires a second factor: a subquery of its
 * own, so the statement that holds it (the session check) stays one round trip. The roles it reads
 * go by an alias: that statement joins `roles` too.
 */
export function requiresSecondFactor(held: AnyPgColumn): SQL<boolean> {
  const role = sql.identifier('requiring_role');
  const name = sql`${role}.${sql.identifier(roles.name.name)}`;
  const requires = sql`${role}.${sql.identifier(roles.requireSecondFactor.name)}`;
  return sql<boolean>`exists (select 1 from ${roles} ${role} where ${name} = any(${held}) and ${requires})`;
}
