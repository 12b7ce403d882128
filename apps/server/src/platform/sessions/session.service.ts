import {
  ADMIN_ROLE,
  ApiCode,
  PERMISSION_NAMES,
  SESSION_TOUCH_INTERVAL_MS,
  type AccessChanged,
  type Permission,
  type Role,
} from '@console/shared';
import type { SignInMethod } from '@console/shared/identity/constants';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/session-token';
import type { SessionContext } from '../../lib/session-context';
import type { SessionStore } from './session.store';

/** What opened a session: the browser's User-Agent (kept up to `USER_AGENT_MAX` characters) and address. */
export interface SessionClient {
  userAgent: string;
  address: string;
}

const USER_AGENT_MAX = 512;

/** What a request signs in from: its User-Agent, and its address (the client's, behind a trusted proxy). */
export const sessionClientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'] ?? '',
  address: request.ip,
});

export interface SessionServiceOptions {
  idleMinutes: number;
  absoluteDays: number;
  now?: () => Date;
  /**
   * Told after sessions ended or changed role, wherever it happened: their live streams close
   * (docs/decisions/022-live-channel.md). Every way a session ends goes through this service.
   */
  onEnded: (sessionIds: number[]) => Promise<void>;
  /**
   * Told when what sessions may do changed: one account's roles (`userId`), or the permissions of
   * roles (`roles`). Their open tabs refetch what they may do (the live channel's `access.changed`).
   */
  onAccessChanged: (change: AccessChanged & { userId?: number }) => Promise<void>;
}

/** What a role holds: `admin` every permission whatever its row says, so the console always has an administrator. */
const effectivePermissions = (role: Role, stored: readonly Permission[] | null): Permission[] =>
  role === ADMIN_ROLE ? PERMISSION_NAMES : [...(stored ?? [])];

export function createSessionService(repository: SessionStore, options: SessionServiceOptions) {
  const now = options.now ?? (() => new Date());
  const idleMs = options.idleMinutes * 60_000;
  const lifetimeMs = options.absoluteDays * 24 * 60 * 60_000;
  const ended = async (sessionIds: number[]) => {
    if (sessionIds.length) await options.onEnded(sessionIds);
  };

  return {
    /** How long a session may go unused before it ends; the signed-in client reads it in its profile. */
    idleSeconds: options.idleMinutes * 60,

    /**
     * Opens a session in the account's first role, signed in by `method` from `client`, and returns
     * its bearer token, and whether the account has signed in before but never from this browser
     * (its User-Agent): a sign-in from a new device, which the account is told of. A sign-on keeps
     * the provider's `idToken` for the sign-out there.
     */
    async open(
      userId: number,
      roles: readonly Role[],
      client: SessionClient,
      method: SignInMethod,
      idToken?: string,
    ): Promise<{ token: string; newDevice: boolean }> {
      const token = generateToken();
      const [activeRole] = roles;
      if (!activeRole) throw new Error(`User ${userId} holds no role`);
      const userAgent = client.userAgent.slice(0, USER_AGENT_MAX);
      const history = await repository.signInHistory(userId, userAgent);
      await repository.insert({
        tokenHash: hashToken(token),
        userId,
        activeRole,
        userAgent,
        address: client.address,
        signInMethod: method,
        idToken,
      });
      return { token, newDevice: history.before && !history.fromThis };
    },

    /** Resolves a bearer token, or fails with 401 and the session code that says why. */
    async authenticate(token: string): Promise<SessionContext> {
      const session = await repository.findByTokenHash(hashToken(token));
      if (!session || session.endedReason === 'logout') throw unauthorized(ApiCode.illegalToken, 'errors.tokenMissing');
      // Refused at once, whatever became of its sessions (docs/permissions.md, "Accounts").
      if (session.status === 'disabled') throw unauthorized(ApiCode.illegalToken, 'errors.accountDisabled');
      if (session.endedReason === 'revoked_elsewhere') {
        throw unauthorized(ApiCode.otherClientLoggedIn, 'errors.sessionEndedElsewhere');
      }
      if (session.endedReason === 'ended_by_admin') {
        throw unauthorized(ApiCode.otherClientLoggedIn, 'errors.sessionEndedByAdmin');
      }
      const at = now();
      const idle = at.getTime() - session.lastSeenAt.getTime();
      // Idle too long, or signed in too long ago however busy since (ASVS 3.3): sign in again.
      if (idle > idleMs || at.getTime() - session.createdAt.getTime() > lifetimeMs)
        throw unauthorized(ApiCode.tokenExpired, 'errors.tokenExpired');
      // last_seen is written at most this often, not on every request (the web's idle warning allows for it).
      if (idle > SESSION_TOUCH_INTERVAL_MS) await repository.touch(session.id, at);
      const { role } = session;
      if (!role) throw unauthorized(ApiCode.illegalToken, 'errors.tokenMissing');
      return {
        sessionId: session.id,
        userId: session.userId,
        role,
        roles: session.roles,
        permissions: effectivePermissions(role, session.permissions),
        mustChangePassword: session.mustChangePassword,
        mustEnrolSecondFactor: session.mustEnrolSecondFactor,
        endsAt: new Date(session.createdAt.getTime() + lifetimeMs),
        signInMethod: session.signInMethod,
      };
    },

    /** The provider's ID token of a session of single sign-on. */
    idTokenOf: (session: SessionContext): Promise<string | undefined> => repository.idTokenOf(session.sessionId),

    async logout(session: SessionContext): Promise<void> {
      await repository.end(session.sessionId, 'logout');
      await ended([session.sessionId]);
    },

    /** Changes the active role among the roles the account holds; anything else is 403. */
    async switchRole(session: SessionContext, role: Role): Promise<SessionContext> {
      if (!session.roles.includes(role)) throw forbidden('errors.roleNotHeld');
      await repository.setActiveRole(session.sessionId, role);
      // Its streams were opened for the other role's topics.
      await ended([session.sessionId]);
      return { ...session, role, permissions: effectivePermissions(role, await repository.permissionsOf(role)) };
    },

    /**
     * Ends the user's sessions but `keepSessionId` (after a password change; every one after a reset
     * by mail, which no session made): they then get 50012.
     */
    async endOtherSessions(userId: number, keepSessionId?: number): Promise<number> {
      const ids = await repository.endAll(userId, 'revoked_elsewhere', keepSessionId);
      await ended(ids);
      return ids.length;
    },

    /** An administrator ends every session of the account: they then get 50012. */
    async endAllSessions(userId: number): Promise<number> {
      const ids = await repository.endAll(userId, 'ended_by_admin');
      await ended(ids);
      return ids.length;
    },

    /**
     * The account's roles or standing changed: its tabs refetch what they may do, and its live
     * streams close, opened for what it was, and reconnect as what it is (a disabled account's are
     * refused). The event goes first, so the stream that carries it is still open.
     */
    async accountChanged(userId: number): Promise<void> {
      await options.onAccessChanged({ userId });
      await ended(await repository.openIds(userId));
    },

    /** A role's permissions or labels changed: likewise for every account holding it. */
    async roleChanged(role: Role): Promise<void> {
      await options.onAccessChanged({ roles: [role] });
      await ended(await repository.openIdsHolding(role));
    },

    /** Ends one session of the user (it then gets 50012); false when the user has no such open session. */
    async endSession(userId: number, sessionId: number): Promise<boolean> {
      const done = await repository.endOwn(userId, sessionId, 'revoked_elsewhere');
      if (done) await ended([sessionId]);
      return done;
    },

    /** The user's sessions that still work (neither ended nor expired), oldest first. */
    async listOpen(userId: number) {
      // Expired sessions are never deleted: the database leaves them out, however many there are.
      const at = now().getTime();
      return repository.listOpen(userId, { seenSince: new Date(at - idleMs), createdSince: new Date(at - lifetimeMs) });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
