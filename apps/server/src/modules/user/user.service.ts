import { DEFAULT_APP_SETTINGS, buildMenu, type AppSettings, type MenuNode, type UserInfo } from '@console/shared';
import { fieldError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/format-time';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SessionContext, SessionService } from '../auth/session.service';
import type { UserRepository, UserRow } from './user.repository';
import type { ChangePasswordInput } from './user.schemas';

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

export function createUserService(users: UserRepository, sessions: SessionService) {
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

    /** Changes the password and ends the account's other sessions (they then get 50012). */
    async changePassword(session: SessionContext, input: ChangePasswordInput): Promise<void> {
      const user = await users.findById(session.userId);
      if (!(await verifyPassword(user?.passwordHash, input.oldPassword))) {
        throw fieldError('oldPassword', 'validation.oldPasswordWrong');
      }
      await users.updatePasswordHash(session.userId, await hashPassword(input.newPassword));
      await sessions.endOtherSessions(session.userId, session.sessionId);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
