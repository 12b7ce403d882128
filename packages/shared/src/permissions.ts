/**
 * THE permission table: every permission of the console, as `resource.action`, with the built-in
 * roles that hold it by default. Which role holds what is data (the `roles` table, `/admin/roles`):
 * a fresh database is seeded from this table, `admin` always holds every permission, and
 * administrators pick the permissions of `user` and of the roles they create. The server's
 * `config.access` names a permission, a route names the one that opens it, and `can()` reads a
 * session's effective permissions on both sides. docs/permissions.md explains the model; a test
 * holds the whole API matrix.
 */

/** The roles every database has: renamed per language, never deleted (docs/permissions.md, "Roles"). */
export const BUILTIN_ROLES = ['admin', 'user'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];
/** The role that always holds every permission, so that somebody can always administer the console. */
export const ADMIN_ROLE: BuiltinRole = 'admin';
/** A role's name: a built-in one or one an administrator created (`roles/constants.ts`). */
export type Role = string;
/** `*` grants to every role. */
export type RouteRole = Role | '*';

const ANY: readonly RouteRole[] = ['*'];
const ADMIN: readonly RouteRole[] = ['admin'];

export const PERMISSIONS = {
  /** The Workplace's figures, charts and lists. */
  'workplace.read': ANY,
  /** Policies ("sets"): list and export. */
  'policy.read': ANY,
  /** Policies: create, edit, switch online/offline, delete. */
  'policy.write': ADMIN,
  /** Subscribed services of the card list. */
  'service.read': ANY,
  /** Open, cancel or renew a service. */
  'service.act': ADMIN,
  /** Quality-inspection queues of the card list. */
  'inspection.read': ANY,
  /** Quality-inspection queues: create, start or stop an inspection, delete. */
  'inspection.write': ADMIN,
  /** Content rule presets of the card list. */
  'ruleset.read': ANY,
  /** Switch a rule preset on or off. */
  'ruleset.toggle': ADMIN,
  /** Projects: the cards, the detail page, their activity, the team directory. */
  'project.read': ANY,
  /** Projects: create, edit, archive. */
  'project.write': ADMIN,
  /** Tasks: the task table and its export. */
  'task.read': ANY,
  /** Tasks: create, edit, mark done or reopen, delete. */
  'task.write': ADMIN,
  /** Spreadsheet documents: each account lists, opens and exports its own only. */
  'document.read': ANY,
  /** Spreadsheet documents: each account creates, saves, imports into and deletes its own only. */
  'document.write': ANY,
  /** The data analysis and multi-dimension analysis figures, computed from content events. */
  'visualization.read': ADMIN,
  /** The accounts: list and export them. */
  'account.read': ADMIN,
  /** The accounts: create, edit, disable and enable, reset a password, end sessions, delete. */
  'account.write': ADMIN,
  /** The audit log of every write. */
  'audit.read': ADMIN,
  /** The demo outbox: the mail kept instead of sent while no SMTP server is configured. */
  'mail.read': ADMIN,
  /** The menu manager: the menu layout with its version and last change. */
  'menu.read': ADMIN,
  /** The menu manager: reorder, hide and rename menu entries (never who may open them). */
  'menu.write': ADMIN,
  /** The roles: list them with their permissions and how many accounts hold each. */
  'role.read': ADMIN,
  /** The roles: create, rename, pick their permissions, delete one no account holds. */
  'role.write': ADMIN,
  /** Submit a channel form (the step form), and keep one's own draft of it. */
  'channelForm.submit': ADMIN,
  /** Where one's latest channel form stands (the success result). */
  'channelForm.read': ADMIN,
  /** Ask for a change of the stream parameters (the group form), and cancel a pending one. */
  'parameter.request': ADMIN,
  /** Approve a pending parameter change, which makes its parameters current. */
  'parameter.approve': ADMIN,
  /** The basic profile: current and original parameters, the approval flow, the operation log. */
  'profile.read': ADMIN,
  /** The account wallet: each account reads its own summary, trend and transactions only. */
  'wallet.read': ANY,
  /** The account wallet: each account recharges and withdraws from its own only. */
  'wallet.write': ANY,
  /** The AI assistant: one's own conversations and the answers streamed into them. */
  'assistant.use': ADMIN,
  /** The real-time monitor: the studio, its chat, programs and viewers, and watching it live. */
  'monitor.read': ADMIN,
  /** The monitor: post and collect chat messages, edit the studio information, run its quick operations. */
  'monitor.write': ADMIN,
} as const satisfies Record<string, readonly RouteRole[]>;

export type Permission = keyof typeof PERMISSIONS;
/** Every permission, in the table's order (resources grouped). */
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** The resource a permission acts on (`policy` of `policy.read`): the role editor groups by it. */
export const resourceOf = (permission: Permission): string => permission.slice(0, permission.indexOf('.'));

/** What a session may do: its active role and the permissions that role holds now. */
export interface Grant {
  role: Role;
  permissions: readonly Permission[];
}

/**
 * The permissions a built-in role holds on a fresh database: the table's default. `admin` holds
 * every one, whatever the roles table says.
 */
export function defaultPermissions(role: BuiltinRole): Permission[] {
  return PERMISSION_NAMES.filter((permission) => allows(PERMISSIONS[permission], role));
}

/** A session of a built-in role holding the table's default (tests, and the demo accounts). */
export const builtinGrant = (role: BuiltinRole): Grant => ({ role, permissions: defaultPermissions(role) });

/**
 * The product's rule for the permission directive and the route roles (docs/product.md, Rules): an
 * empty list allows everyone, `*` allows every role, otherwise the role must be listed.
 */
export function allows(roles: readonly RouteRole[], role: Role | undefined): boolean {
  if (roles.length === 0 || roles.includes('*')) return true;
  return role !== undefined && roles.includes(role);
}

/** Whether a session (its effective permissions) holds `permission`. */
export function can(grant: Grant | undefined, permission: Permission): boolean {
  return grant !== undefined && grant.permissions.includes(permission);
}
