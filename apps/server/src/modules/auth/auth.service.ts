import { ApiCode, type LoginInput } from '@console/shared';
import type { LoginAnswer } from '@console/shared/user/schemas';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { IdentityService } from '../identity';
import type { UserService } from '../user';
import type { LoginThrottle, SessionClient, SessionService } from '../../platform';
import type { SessionContext } from '../../lib/session-context';

export function createAuthService(deps: {
  users: Pick<UserService, 'accountFor'>;
  identity: Pick<IdentityService, 'openSecondStep'>;
  sessions: SessionService;
  throttle: LoginThrottle;
}) {
  const { users, identity, sessions, throttle } = deps;

  /**
   * The account the credentials sign in to. Repeated failures from one address, or for one
   * username from one address, are refused with 429 before the password is even checked.
   */
  async function account({ username, password }: LoginInput, client: SessionClient) {
    const user = await throttle.guard('login', username, client.address, () => users.accountFor(username, password));
    if (!user) throw unauthorized(ApiCode.failure, 'errors.loginFailed');
    // Said only to whoever knows the password: a stranger learns nothing about the account.
    if (user.status === 'disabled') throw forbidden('errors.accountDisabled');
    return user;
  }

  return {
    /**
     * Checks the credentials and opens a session, or, for an account with a second factor, answers
     * the ticket of its second step (docs/decisions/046-second-factor.md) and opens none.
     */
    async login(credentials: LoginInput, client: SessionClient): Promise<LoginAnswer> {
      const user = await account(credentials, client);
      if (user.totpEnabledAt) return { secondStep: await identity.openSecondStep(user.id) };
      return { token: await sessions.open(user.id, user.roles, client, 'password') };
    },

    /**
     * The sign-in whose answer is the token itself (Arco Design Pro's): it has no second step, so an
     * account with a second factor is refused, told to use the console's sign-in page.
     */
    async tokenLogin(credentials: LoginInput, client: SessionClient): Promise<string> {
      const user = await account(credentials, client);
      if (user.totpEnabledAt) throw forbidden('errors.secondFactorUseConsole');
      return sessions.open(user.id, user.roles, client, 'password');
    },

    logout: (session: SessionContext) => sessions.logout(session),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
