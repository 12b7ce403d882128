import { builtinGrant, type BuiltinRole, type Grant, type UserInfo } from '@console/shared';

/**
 * A profile for a test's cache or fake server, with what the menu, the guards and the buttons read:
 * the role of `grant` (a built-in role's default grant, or any role with its permissions), held
 * alone unless `extra` says otherwise, and no label of its own.
 */
export function fakeProfile(grant: BuiltinRole | Grant, extra: Partial<UserInfo> = {}): UserInfo {
  const { role, permissions } = typeof grant === 'string' ? builtinGrant(grant) : grant;
  return {
    name: 'Test',
    role,
    roles: [role],
    permissions: [...permissions],
    roleLabels: {},
    mustChangePassword: false,
    mustEnrolSecondFactor: false,
    ...extra,
  } as UserInfo;
}
