/**
 * What the audit log can hold, as plain data (no zod: the audit screen's first load reads it). A
 * writer names its record and its action from these lists, so the compiler refuses one the audit
 * screen has no label for.
 */

/** The kinds of record a write is recorded against. */
export const AUDIT_ENTITY_TYPES = [
  'policy',
  'task',
  'project',
  'serviceCard',
  'rulePreset',
  'qualityInspection',
  'channelForm',
  'parameterRequest',
  'walletTransaction',
  'account',
  'role',
  'menu',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What a write did. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'archive',
  'restore',
  'enable',
  'disable',
  'open',
  'cancel',
  'renew',
  'start',
  'stop',
  'approve',
  'recharge',
  'withdrawal',
  'consumption',
  'refund',
  'resetPassword',
  'endSessions',
  // The second factor (docs/decisions/046-second-factor.md).
  'enableSecondFactor',
  'disableSecondFactor',
  'replaceRecoveryCodes',
  'useRecoveryCode',
  'resetSecondFactor',
  // Passkeys, and a password reset by e-mail (docs/decisions/048-passkeys.md, 049-password-reset-by-mail.md).
  'addPasskey',
  'renamePasskey',
  'removePasskey',
  'recoverPassword',
  // An account's security events (docs/decisions/051-security-events.md).
  'signIn',
  'changePassword',
  // Single sign-on (docs/decisions/050-single-sign-on.md): a provider's identity linked to an account.
  'linkIdentity',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an account's security events are (its security settings list them): its sign-ins and the
 * changes to how it signs in, made by itself or by an administrator. A recovery code used is a
 * sign-in of that method.
 */
export const SECURITY_EVENT_ACTIONS = [
  'signIn',
  'changePassword',
  'recoverPassword',
  'resetPassword',
  'endSessions',
  'enableSecondFactor',
  'disableSecondFactor',
  'replaceRecoveryCodes',
  'resetSecondFactor',
  'addPasskey',
  'renamePasskey',
  'removePasskey',
  'linkIdentity',
] as const satisfies readonly AuditAction[];
export type SecurityEventAction = (typeof SECURITY_EVENT_ACTIONS)[number];

export const AUDIT_SORT_FIELDS = ['createdTime'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** Longest text the actor and entity-id filters take. */
export const AUDIT_ACTOR_MAX = 50;
export const AUDIT_ENTITY_ID_MAX = 64;
