import { ApiCode } from '@console/shared';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { UserService } from '../user';
import type { LoginThrottle, SessionService } from '../../platform';
import type { SessionContext } from '../../lib/session-context';

export function createAuthService(deps: {
  users: Pick<UserService, 'accountFor'>;
  sessions: SessionService;
  throttle: LoginThrottle;
}) {
  const { users, sessions, throttle } = deps;

  return {
    /**
     * Checks the credentials and opens a session. Repeated failures from one address, or for one
     * username from one address, are refused with 429 before the password is even checked.
     */
    async login(input: { username: string; password: string; ip: string; userAgent: string }): Promise<string> {
      const user = await throttle.guard('login', input.username, input.ip, () =>
        users.accountFor(input.username, input.password),
      );
      if (!user) throw unauthorized(ApiCode.failure, 'errors.loginFailed');
      // Said only to whoever knows the password: a stranger learns nothing about the account.
      if (user.status === 'disabled') throw forbidden('errors.accountDisabled');
      return sessions.open(user.id, user.roles, { userAgent: input.userAgent, address: input.ip });
    },

    logout: (session: SessionContext) => sessions.logout(session),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
