import { ApiCode } from '@console/shared';
import { unauthorized } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { UserRepository } from '../user/user.repository';
import type { LoginThrottle } from './login-throttle';
import type { SessionContext } from '../../lib/session-context';
import type { SessionService } from './session.service';

export function createAuthService(deps: { users: UserRepository; sessions: SessionService; throttle: LoginThrottle }) {
  const { users, sessions, throttle } = deps;

  return {
    /**
     * Checks the credentials and opens a session. Repeated failures from one address, or for one
     * username from one address, are refused with 429 before the password is even checked.
     */
    async login(input: { username: string; password: string; ip: string; userAgent: string }): Promise<string> {
      const user = await throttle.guard('login', input.username, input.ip, async () => {
        const found = await users.findByUsername(input.username);
        return (await verifyPassword(found?.passwordHash, input.password)) ? found : undefined;
      });
      if (!user) throw unauthorized(ApiCode.failure, 'errors.loginFailed');
      return sessions.open(user.id, user.roles, { userAgent: input.userAgent, address: input.ip });
    },

    logout: (session: SessionContext) => sessions.logout(session),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
