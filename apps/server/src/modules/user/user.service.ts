import { DEFAULT_APP_SETTINGS, buildMenu, passwordSchema, type AppSettings, type MenuNode, type Role, type UserInfo } from '@console/shared';
import { fieldError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/format-time';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SessionContext } from '../../lib/session-context';
import type { LoginThrottle } from '../auth/login-throttle';
import type { SessionService } from '../auth/session.service';
import type { UserRepository, UserRow } from './user.repository';
import type { ChangePasswordInput } from './user.schemas';

/** An administrator also holds the user role, so they can switch to what a user sees. */
export const rolesGranted = (role: Role): Role[] => (role === 'admin' ? ['admin', 'user'] : ['user']);

export class AccountError extends Error {
  override name = 'AccountError';
}

/** Creates an account (first admin, CLI) with a password that follows the rules of docs/product.md, Rules. */
export async function createAccount(users: UserRepository, input: { username: string; password: string; role: Role }): Promise<void> {
  if (!passwordSchema.safeParse(input.password).success) {
    throw new AccountError('The password needs at least six characters, no spaces, and both upper and lower case letters');
  }
  if (await users.findByUsername(input.username)) throw new AccountError(`The username ${input.username} is already taken`);
  await users.insert({
    username: input.username,
    name: input.username,
    passwordHash: await hashPassword(input.password),
    roles: rolesGranted(input.role),
  });
}

function toUserInfo(user: UserRow, session: SessionContext): UserInfo {
  return {
    name: user.name,
    avatar: user.avatar,
    job: user.job,
    organization: user.organization,
    location: user.location,
    email: user.email,
    introduction: user.introduction,
    personalWebsite: user.personalWebsite,
    jobName: user.jobName,
    organizationName: user.organizationName,
    locationName: user.locationName,
    phone: user.phone,
    registrationDate: formatDateTime(user.createdAt),
    accountId: user.accountId,
    certification: user.certification,
    role: session.role,
    roles: session.roles,
  };
}

export function createUserService(users: UserRepository, sessions: SessionService, throttle: LoginThrottle) {
  async function info(session: SessionContext): Promise<UserInfo> {
    const user = await users.findById(session.userId);
    if (!user) throw new Error(`Session ${session.sessionId} points to a missing user`);
    return toUserInfo(user, session);
  }

  return {
    info,

    menu: (session: SessionContext): MenuNode[] => buildMenu(session.role),

    async switchRole(session: SessionContext, role: SessionContext['role']): Promise<UserInfo> {
      return info(await sessions.switchRole(session, role));
    },

    getSettings: async (session: SessionContext): Promise<AppSettings> =>
      (await users.findSettings(session.userId)) ?? DEFAULT_APP_SETTINGS,

    async saveSettings(session: SessionContext, settings: AppSettings): Promise<AppSettings> {
      await users.saveSettings(session.userId, settings);
      return settings;
    },

    /**
     * Changes the password and ends the account's other sessions (they then get 50012). Guesses of
     * the old password are limited like sign-ins (a stolen session must not find the password).
     */
    async changePassword(session: SessionContext, input: ChangePasswordInput, ip: string): Promise<void> {
      const matches = await throttle.guard('password', String(session.userId), ip, async () => {
        const user = await users.findById(session.userId);
        return (await verifyPassword(user?.passwordHash, input.oldPassword)) || undefined;
      });
      if (!matches) throw fieldError('oldPassword', 'validation.oldPasswordWrong');
      await users.updatePasswordHash(session.userId, await hashPassword(input.newPassword));
      await sessions.endOtherSessions(session.userId, session.sessionId);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
