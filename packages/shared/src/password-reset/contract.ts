import { contract } from '../api/contract';

const RESET = '/api/user/password-reset';

/**
 * A forgotten password, reset by a link sent by e-mail (docs/api.md, "Password reset"). Public:
 * whoever asks is not signed in. While the console sends no mail, every operation but `status` is 404.
 */
export const passwordResetApi = contract('passwordReset', () => import('./schemas'), {
  /** Whether the feature is on: the login page asks after its first paint. */
  status: { method: 'GET', path: RESET, access: 'public', response: (s) => s.passwordResetStatusSchema },
  /** Sends a link to the account's address when there is one; the answer never says. */
  request: {
    method: 'POST',
    path: RESET,
    access: 'public',
    body: (s) => s.passwordResetRequestSchema,
    response: (s) => s.noDataSchema,
  },
  /** Sets the new password with the link's token (once) and ends every session of the account. */
  complete: {
    method: 'POST',
    path: `${RESET}/complete`,
    access: 'public',
    body: (s) => s.passwordResetCompleteSchema,
    response: (s) => s.noDataSchema,
  },
});
