/**
 * THE permission table: what each role may do, as `resource.action` → roles. The server's
 * `config.access` names a permission, the web's `usePermission().can()` and `<Permission>` read the
 * same entries, and route roles are checked by the same rule (`allows`). docs/permissions.md
 * explains the model; a test holds the whole API matrix.
 */

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
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
  /** The menu manager: the menu layout with its version and last change. */
  'menu.read': ADMIN,
  /** The menu manager: reorder, hide and rename menu entries (never who may open them). */
  'menu.write': ADMIN,
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

/**
 * The one rule, for routes and the permission directive alike (docs/product.md, Rules): an empty list
 * allows everyone, `*` allows every role, otherwise the role must be listed.
 */
export function allows(roles: readonly RouteRole[], role: Role | undefined): boolean {
  if (roles.length === 0 || roles.includes('*')) return true;
  return role !== undefined && roles.includes(role);
}

/** Whether `role` holds `permission`. */
export function can(role: Role | undefined, permission: Permission): boolean {
  return allows(PERMISSIONS[permission], role);
}
