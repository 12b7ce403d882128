import { ApiCode, type Locale, type Sort } from '@console/shared';
import type { AccountSortField } from '@console/shared/accounts/constants';
import type {
  Account,
  AccountCreateInput,
  AccountPasswordInput,
  AccountStatusInput,
  AccountUpdateInput,
} from '@console/shared/accounts/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditStore } from '../../kit/audit';
import type { Actor } from '../../kit/audited-writes';
import { listService } from '../../kit/list-service';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import { hashPassword } from '../../lib/password';
import type { SessionService } from '../../platform';
import type { IdentityService } from '../identity';
import type { RoleDirectory } from '../roles';
import type { AccountRow, AccountStore } from './accounts.store';

/** Without a sort field the newest accounts come first. */
const DEFAULT_SORT: Sort<AccountSortField> = { field: 'createdTime', order: 'descend' };

export const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  roles: row.roles,
  status: row.status,
  mustChangePassword: row.mustChangePassword,
  secondFactor: row.totpEnabledAt !== null,
  passkeys: row.passkeys,
  createdTime: row.createdAt.toISOString(),
  updatedTime: row.updatedAt.toISOString(),
  version: row.version,
});

/** What the audit log keeps of an account: never its password. */
const snapshot = ({ username, name, email, roles, status, mustChangePassword }: AccountRow) => ({
  username,
  name,
  email,
  roles,
  status,
  mustChangePassword,
});

const lastAdmin = () => new AppError(409, ApiCode.conflict, 'errors.lastAdmin');
const notYourself = () => new AppError(409, ApiCode.conflict, 'errors.accountSelf');
/** One's own is switched off in the user settings, with a code: an open session alone is not enough. */
const notYourOwnSecondFactor = () => new AppError(409, ApiCode.conflict, 'errors.secondFactorSelf');
const usernameTaken = () => fieldError('username', 'validation.usernameTaken');

/** Whether two lists hold the same roles, in whatever order. */
const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

type Repositories = { rows: AccountStore; audit: AuditStore };

/**
 * The accounts as administrators manage them, on the list kit (docs/permissions.md, "Accounts").
 * Every write that could leave no active administrator is refused with 409, also under concurrency:
 * each one locks the active administrators first. Sessions end after the change commits; a disabled
 * account's are refused from the moment it is disabled (the session check reads its status).
 */
export function createAccountService(
  uow: UnitOfWork<Repositories>,
  sessions: SessionService,
  roles: RoleDirectory,
  secondFactors: Pick<IdentityService, 'reset'>,
) {
  const accounts = listService(uow, {
    entityType: 'account',
    toDto: toAccount,
    snapshot,
    defaultSort: DEFAULT_SORT,
    invariant: {
      lock: ({ rows }) => rows.lockActiveAdmins(),
      async check({ rows }) {
        if ((await rows.countActiveAdmins()) === 0) throw lastAdmin();
      },
    },
  });
  const refuseSelf = (actor: Actor, ids: readonly number[]) => {
    if (ids.includes(actor.userId)) throw notYourself();
  };
  /** An account holds roles that exist (a name no role has would grant nothing). */
  const refuseUnknownRoles = async (names: readonly string[]) => {
    if ((await roles.unknown(names)).length > 0) throw fieldError('roles', 'validation.roleUnknown');
  };

  return {
    page: accounts.page,
    exportRows: accounts.exportRows,

    /** A new account, whose first password must be replaced at its first sign-in. */
    async create(actor: Actor, { password, ...input }: AccountCreateInput, locale: Locale): Promise<Account> {
      if (await uow.read.rows.usernameTaken(input.username)) throw usernameTaken();
      await refuseUnknownRoles(input.roles);
      const passwordHash = await hashPassword(password);
      try {
        return await accounts.create(actor, { ...input, passwordHash, mustChangePassword: true }, locale);
      } catch (error) {
        // Taken by a request that came in between.
        throw isUniqueViolation(error) ? usernameTaken() : error;
      }
    },

    /**
     * Name, email and roles at the version read. The account's open tabs follow a change of its
     * roles at once; an edit of its name or email leaves its live streams open.
     */
    async update(actor: Actor, id: number, input: AccountUpdateInput, locale: Locale): Promise<Account> {
      await refuseUnknownRoles(input.roles);
      const before = await uow.read.rows.findById(id);
      const account = await accounts.update(actor, id, input, locale);
      if (!before || !sameRoles(before.roles, account.roles)) await sessions.accountChanged(id);
      return account;
    },

    /** Disables (its sessions end) or enables an account; nobody disables their own. */
    async setStatus(actor: Actor, id: number, { status, version }: AccountStatusInput, locale: Locale) {
      refuseSelf(actor, [id]);
      const account = await accounts.update(
        actor,
        id,
        { status, version },
        locale,
        status === 'disabled' ? 'disable' : 'enable',
      );
      if (status === 'disabled') await sessions.endAllSessions(id);
      return account;
    },

    /** A temporary password, to be replaced at the next sign-in; every session of the account ends. */
    async resetPassword(actor: Actor, id: number, { password, version }: AccountPasswordInput, locale: Locale) {
      // One's own password is changed in the user settings, knowing the current one.
      refuseSelf(actor, [id]);
      const passwordHash = await hashPassword(password);
      const account = await accounts.update(
        actor,
        id,
        { passwordHash, mustChangePassword: true, version },
        locale,
        'resetPassword',
      );
      await sessions.endAllSessions(id);
      return account;
    },

    /**
     * Switches the account's second factors off (a lost phone and lost recovery codes, a lost
     * passkey: the app and every passkey) and ends its sessions; nothing changes when it has
     * neither. Nobody resets their own.
     */
    async resetSecondFactor(actor: Actor, id: number): Promise<Account> {
      if (actor.userId === id) throw notYourOwnSecondFactor();
      // An unknown account has no second factor to switch off: the read after says 404.
      if (await secondFactors.reset(actor, id)) await sessions.endAllSessions(id);
      const account = await uow.read.rows.findById(id);
      if (!account) throw notFound();
      return toAccount(account);
    },

    /** Ends every session of the account, and records how many in the audit log. */
    async endSessions(actor: Actor, id: number): Promise<{ ended: number }> {
      if (!(await uow.read.rows.findById(id))) throw notFound();
      const ended = await sessions.endAllSessions(id);
      await uow.read.audit.record({
        actorId: actor.userId,
        action: 'endSessions',
        entityType: 'account',
        entityId: id,
        after: { ended },
      });
      return { ended };
    },

    /** Nobody deletes their own account. */
    remove(actor: Actor, id: number) {
      refuseSelf(actor, [id]);
      return accounts.remove(actor, id);
    },

    removeMany(actor: Actor, ids: number[]) {
      refuseSelf(actor, ids);
      return accounts.removeMany(actor, ids);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
