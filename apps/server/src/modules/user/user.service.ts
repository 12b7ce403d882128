import { createHash } from 'node:crypto';
import {
  API_BASE,
  ApiCode,
  DEFAULT_APP_SETTINGS,
  passwordSchema,
  type AppSettings,
  type BuiltinRole,
  type Permission,
  type Role,
  type AuditSnapshot,
  type UserInfo,
} from '@console/shared';
import { AVATAR_MAX_BYTES } from '@console/shared/user-centre/constants';
import type { ChangePasswordInput, SaveInfoInput, UserSession } from '@console/shared/user-centre/schemas';
import { pathOf } from '@console/shared/api/contract';
import { userApi } from '@console/shared/user/contract';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { formatDateTime } from '../../lib/format-time';
import { IMAGE_SIDE_MAX, imageTypeOf, reencodeImage } from '../../lib/image-type';
import { parseMultipart } from '../../lib/multipart';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SessionContext } from '../../lib/session-context';
import { deviceOf } from '../../lib/user-agent';
import type { AuditStore } from '../../kit/audit';
import type { LoginThrottle, SessionService } from '../../platform';
import type { RoleDirectory } from '../roles';
import type { UserStore, UserRow } from './user.store';

const badAvatar = (
  key: 'errors.avatarMissing' | 'errors.avatarType' | 'errors.avatarUnreadable' | 'errors.avatarPixels',
) => new AppError(400, ApiCode.validation, key, { params: { max: IMAGE_SIDE_MAX } });
export const avatarTooLarge = () => new AppError(413, ApiCode.payloadTooLarge, 'errors.avatarTooLarge');

/** An administrator also holds the user role, so they can switch to what a user sees. */
export const rolesGranted = (role: BuiltinRole): Role[] => (role === 'admin' ? ['admin', 'user'] : ['user']);

export class AccountError extends Error {
  override name = 'AccountError';
}

/** Creates an account (first admin, CLI) with a password that follows the rules of docs/product.md, Rules. */
export async function createAccount(
  users: UserStore,
  input: { username: string; password: string; role: BuiltinRole },
): Promise<void> {
  if (!passwordSchema.safeParse(input.password).success) {
    throw new AccountError(
      'The password needs at least six characters, no spaces, and both upper and lower case letters',
    );
  }
  if (await users.findByUsername(input.username))
    throw new AccountError(`The username ${input.username} is already taken`);
  await users.insert({
    username: input.username,
    name: input.username,
    passwordHash: await hashPassword(input.password),
    roles: rolesGranted(input.role),
  });
}

function toUserInfo(
  user: UserRow,
  session: SessionContext,
  roleLabels: UserInfo['roleLabels'],
  sessionIdleSeconds: number,
): UserInfo {
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
    countryRegion: user.countryRegion,
    area: user.area,
    address: user.address,
    role: session.role,
    roles: session.roles,
    permissions: [...session.permissions],
    roleLabels,
    mustChangePassword: user.mustChangePassword,
    mustEnrolSecondFactor: session.mustEnrolSecondFactor,
    sessionIdleSeconds,
  };
}

export function createUserService(
  uow: UnitOfWork<UserStore>,
  sessions: SessionService,
  throttle: LoginThrottle,
  roles: RoleDirectory,
  audit: Pick<AuditStore, 'record'>,
) {
  const users = uow.read;
  /** A change the account made to how it signs in: one of its security events (docs/decisions/051-security-events.md). */
  const securityEvent = (session: SessionContext, action: 'changePassword' | 'endSessions', after?: AuditSnapshot) =>
    audit.record({ actorId: session.userId, action, entityType: 'account', entityId: session.userId, after });

  async function info(session: SessionContext): Promise<UserInfo> {
    const [user, roleLabels] = await Promise.all([users.findById(session.userId), roles.labels(session.roles)]);
    if (!user) throw new Error(`Session ${session.sessionId} points to a missing user`);
    return toUserInfo(user, session, roleLabels, sessions.idleSeconds);
  }

  return {
    info,

    /** The account a username and password sign in to, when they match (its caller limits the guesses). */
    async accountFor(
      username: string,
      password: string,
    ): Promise<Pick<UserRow, 'id' | 'roles' | 'status' | 'totpEnabledAt'> | undefined> {
      const user = await users.findByUsername(username);
      return (await verifyPassword(user?.passwordHash, password)) ? user : undefined;
    },

    /** The accounts one of whose roles holds `permission` now. */
    holding: async (permission: Permission): Promise<number[]> => users.idsWithAnyRole(await roles.holding(permission)),

    /** The avatar URL of an account ('' when it has none). */
    avatarOf: async (userId: number): Promise<string> => (await users.findById(userId))?.avatar ?? '',

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
      // A temporary password an administrator set is replaced now: the session may do anything again.
      await users.updatePasswordHash(session.userId, await hashPassword(input.newPassword));
      const ended = await sessions.endOtherSessions(session.userId, session.sessionId);
      await securityEvent(session, 'changePassword', { sessionsEnded: ended });
    },

    /** Saves the basic information: the nickname is the name the console shows, the profile its introduction. */
    async saveInfo(session: SessionContext, input: SaveInfoInput): Promise<UserInfo> {
      const { nickname, profile, email, countryRegion, area, address = '' } = input;
      await users.updateBasicInfo(session.userId, {
        email,
        name: nickname,
        countryRegion,
        area,
        address,
        introduction: profile ?? '',
      });
      return info(session);
    },

    /**
     * Replaces the avatar with the `file` part of a multipart body: PNG, JPEG or WebP by content,
     * at most `AVATAR_MAX_BYTES`, decoded and encoded again (`reencodeImage`). Answers the image's
     * URL, which the profile's `avatar` now holds.
     */
    async uploadAvatar(session: SessionContext, body: Buffer, boundary: string): Promise<{ avatar: string }> {
      const file = parseMultipart(body, boundary).find((part) => part.name === 'file' && part.filename !== undefined);
      if (!file || file.data.length === 0) throw badAvatar('errors.avatarMissing');
      if (file.data.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
      const contentType = imageTypeOf(file.data);
      if (!contentType) throw badAvatar('errors.avatarType');
      const image = await reencodeImage(file.data, contentType);
      if (!image.ok)
        throw badAvatar(image.reason === 'tooManyPixels' ? 'errors.avatarPixels' : 'errors.avatarUnreadable');
      const digest = createHash('sha256').update(image.bytes).digest('hex');
      // The digest names the image: a new one is a new URL.
      const avatar = `${API_BASE}${pathOf(userApi.avatar, { digest })}`;
      await uow.transaction((tx) =>
        tx.replaceAvatar(session.userId, { contentType, digest, bytes: image.bytes }, avatar),
      );
      return { avatar };
    },

    async avatar(digest: string) {
      const image = await users.findAvatar(digest);
      if (!image) throw notFound();
      return image;
    },

    /** The caller's sessions that still work, the caller's own marked `current`. */
    async sessions(session: SessionContext): Promise<UserSession[]> {
      return (await sessions.listOpen(session.userId)).map((row) => ({
        id: row.id,
        ...deviceOf(row.userAgent),
        userAgent: row.userAgent,
        address: row.address,
        createdTime: row.createdAt.toISOString(),
        lastUsedTime: row.lastSeenAt.toISOString(),
        current: row.id === session.sessionId,
      }));
    },

    /** Ends one of the caller's sessions (it then gets 50012); another account's session is 404. */
    async endSession(session: SessionContext, id: number): Promise<void> {
      if (!(await sessions.endSession(session.userId, id))) throw notFound();
      await securityEvent(session, 'endSessions', { sessionsEnded: 1 });
    },

    async endOtherSessions(session: SessionContext): Promise<{ ended: number }> {
      const ended = await sessions.endOtherSessions(session.userId, session.sessionId);
      if (ended) await securityEvent(session, 'endSessions', { sessionsEnded: ended });
      return { ended };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
