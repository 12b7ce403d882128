import type { Grant, Permission, Role } from '@console/shared';
import type { SignInMethod } from '@console/shared/identity/constants';

/** What a handler knows about the caller once the token is accepted. */
export interface SessionContext extends Grant {
  sessionId: number;
  userId: number;
  /** The active role: the one the server enforces. */
  role: Role;
  /** Every role the account holds. */
  roles: Role[];
  /** What the active role holds now (the roles table; `admin` every permission). */
  permissions: readonly Permission[];
  /** The account signed in with a password an administrator set: only `anySession` operations answer. */
  mustChangePassword: boolean;
  /**
   * A role the account holds requires a second factor it has not set up: only `anySession`
   * operations answer, among them the set-up.
   */
  mustEnrolSecondFactor: boolean;
  /** When the session ends however busy (its absolute lifetime): a live stream closes then. */
  endsAt: Date;
  /** How it was signed in: signing out of a single sign-on's session signs out of the provider too. */
  signInMethod: SignInMethod;
}
