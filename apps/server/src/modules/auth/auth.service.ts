import { ApiCode } from '@console/shared';
import { AppError, unauthorized } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { UserRepository } from '../user/user.repository';
import type { LoginThrottle } from './login-throttle';
import type { SessionContext, SessionService } from './session.service';

export function createAuthService(deps: { users: UserRepository; sessions: SessionService; throttle: LoginThrottle }) {
  const { users, sessions, throttle } = deps;

  return {
    /**
     * Checks the credentials and opens a session. Repeated failures for one username or one
     * address are refused with 429 before the password is even checked.
     */
    async login(input: { username: string; password: string; ip: string }): Promise<string> {
      const userKey = `user:${input.username.toLowerCase()}`;
      const keys = [userKey, `ip:${input.ip}`];
      const retryAfter = throttle.retryAfterSeconds(keys);
      if (retryAfter > 0) {
        throw new AppError(429, ApiCode.rateLimited, 'errors.rateLimited', {
          headers: { 'retry-after': String(retryAfter) },
          params: { seconds: retryAfter },
        });
      }
      const user = await users.findByUsername(input.username);
      const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordMatches) {
        throttle.recordFailure(keys);
        throw unauthorized(ApiCode.failure, 'errors.loginFailed');
      }
      throttle.reset(userKey);
      return sessions.open(user.id, user.roles);
    },

    logout: (session: SessionContext) => sessions.logout(session),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
