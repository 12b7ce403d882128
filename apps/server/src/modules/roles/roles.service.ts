import {
  ADMIN_ROLE,
  ApiCode,
  PERMISSION_NAMES,
  type Locale,
  type Permission,
  type Role,
  type Sort,
} from '@console/shared';
import { ROLES_MAX, type RoleLabels, type RoleSortField } from '@console/shared/roles/constants';
import type { RoleCreateInput, RoleOption, RoleRecord, RoleUpdateInput } from '@console/shared/roles/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditStore } from '../../kit/audit';
import type { Actor } from '../../kit/audited-writes';
import { listService } from '../../kit/list-service';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import type { SessionService } from '../../platform';
import type { RoleRow, RoleStore } from './roles.store';

/** Without a sort field the oldest come first: the built-in roles, then in order of creation. */
const DEFAULT_SORT: Sort<RoleSortField> = { field: 'createdTime', order: 'ascend' };

type Repositories = { rows: RoleStore; audit: AuditStore };

/** What `admin` holds, whatever its row says. */
const permissionsOf = (row: RoleRow): Permission[] => (row.name === ADMIN_ROLE ? PERMISSION_NAMES : row.permissions);

const toRole = async (row: RoleRow, { rows }: Repositories, locale: Locale): Promise<RoleRecord> => ({
  id: row.id,
  name: row.name,
  labels: row.labels,
  title: row.labels[locale],
  permissions: permissionsOf(row),
  builtin: row.builtin,
  requireSecondFactor: row.requireSecondFactor,
  // A page holds at most `ROLES_MAX` roles, each counted by its index-free scan of a small table.
  accounts: await rows.holders(row.name),
  createdTime: row.createdAt.toISOString(),
  updatedTime: row.updatedAt.toISOString(),
  version: row.version,
});

/** What the audit log keeps of a role. */
const snapshot = ({ name, labels, permissions, builtin, requireSecondFactor }: RoleRow) => ({
  name,
  labels,
  permissions,
  builtin,
  requireSecondFactor,
});

const nameTaken = () => fieldError('name', 'validation.roleNameTaken');
const builtinKept = () => new AppError(409, ApiCode.conflict, 'errors.roleBuiltin');
const roleHeld = () => new AppError(409, ApiCode.conflict, 'errors.roleInUse');

/**
 * What the other modules ask of roles: which exist, how they are named, which hold a permission.
 * Accounts hold roles by name; an unknown name grants nothing.
 */
export interface RoleDirectory {
  /** The names among `names` that no role has. */
  unknown(names: readonly Role[]): Promise<Role[]>;
  /** The labels of the named roles that exist. */
  labels(names: readonly Role[]): Promise<Record<Role, RoleLabels>>;
  /** The names of the roles holding `permission` (`admin` always). */
  holding(permission: Permission): Promise<Role[]>;
}

/**
 * The roles as administrators manage them, on the list kit (docs/permissions.md, "Roles"). A change
 * of a role's permissions or labels counts from the next request of every session holding it (the
 * session check reads the role), and its open tabs hear of it through the live channel. The
 * built-in roles are never deleted; `admin` keeps every permission; a role an account holds is not
 * deleted either (the delete's transaction checks it).
 */
export function createRoleService(uow: UnitOfWork<Repositories>, sessions: SessionService) {
  const roles = listService(uow, {
    entityType: 'role',
    toDto: toRole,
    snapshot,
    defaultSort: DEFAULT_SORT,
    // A delete that would leave an account holding no such role is rolled back (one that assigned
    // it meanwhile included); the delete itself locks the rows it takes.
    invariant: {
      async check({ rows }) {
        if (await rows.anyHeldMissing()) throw roleHeld();
      },
    },
  });
  const { rows } = uow.read;

  /** Built-in roles and roles accounts hold are refused before anything is deleted. */
  async function refuseKept(ids: readonly number[]): Promise<void> {
    for (const id of new Set(ids)) {
      const role = await rows.findById(id);
      if (role?.builtin) throw builtinKept();
      if (role && (await rows.holders(role.name)) > 0) throw roleHeld();
    }
  }

  const directory: RoleDirectory = {
    async unknown(names) {
      const known = new Set((await rows.named(names)).map((role) => role.name));
      return names.filter((name) => !known.has(name));
    },
    async labels(names) {
      return Object.fromEntries((await rows.named(names)).map((role) => [role.name, role.labels]));
    },
    holding: (permission) => rows.holding(permission),
  };

  return {
    directory,
    page: roles.page,
    exportRows: roles.exportRows,

    /** Every role with its labels, for the account form. */
    options: (): Promise<RoleOption[]> => rows.options(),

    async create(actor: Actor, input: RoleCreateInput, locale: Locale): Promise<RoleRecord> {
      if (await rows.nameTaken(input.name)) throw nameTaken();
      if ((await rows.total()) >= ROLES_MAX)
        throw new AppError(409, ApiCode.conflict, 'errors.rolesTooMany', { params: { max: ROLES_MAX } });
      try {
        return await roles.create(actor, { ...input, builtin: false }, locale);
      } catch (error) {
        // Taken by a request that came in between.
        throw isUniqueViolation(error) ? nameTaken() : error;
      }
    },

    /**
     * Labels, permissions and the second factor's requirement at the version read; every session
     * holding the role follows at once.
     */
    async update(actor: Actor, id: number, input: RoleUpdateInput, locale: Locale): Promise<RoleRecord> {
      const role = await rows.findById(id);
      if (!role) throw notFound();
      if (role.name === ADMIN_ROLE && input.permissions.length !== PERMISSION_NAMES.length)
        throw fieldError('permissions', 'validation.adminHoldsAll');
      const updated = await roles.update(actor, id, input, locale);
      await sessions.roleChanged(updated.name);
      return updated;
    },

    async remove(actor: Actor, id: number) {
      await refuseKept([id]);
      return roles.remove(actor, id);
    },

    async removeMany(actor: Actor, ids: number[]) {
      await refuseKept(ids);
      return roles.removeMany(actor, ids);
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
