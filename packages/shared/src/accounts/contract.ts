import { contract } from '../api/contract';
import { listOperations } from '../api/list-operations';
import type * as schemas from './schemas';

type Schemas = typeof schemas;
const ACCOUNTS = '/api/admin/accounts';

/**
 * The accounts (docs/api.md, "Accounts"), on the list kit: list, export, create, edit, delete, and
 * the `status` action that disables or enables one. Nobody removes the last active administrator.
 */
export const accountApi = contract('accounts', () => import('./schemas'), {
  ...listOperations(
    (s: Schemas) => s.accountList,
    ACCOUNTS,
    { read: 'account.read', write: 'account.write' },
    { actions: { status: (s: Schemas) => s.accountStatusInputSchema } },
  ),
  /** Sets a temporary password, which the account must replace at its next sign-in; its sessions end. */
  resetPassword: {
    method: 'POST',
    path: `${ACCOUNTS}/:id/password`,
    access: 'account.write',
    params: (s) => s.idParamsSchema,
    body: (s) => s.accountPasswordInputSchema,
    response: (s) => s.accountSchema,
  },
  /**
   * Switches off the account's second factors (a lost phone and lost recovery codes, a lost passkey:
   * the app and every passkey) and ends its sessions; a role that requires one leads it to set one
   * up again at its next sign-in.
   */
  resetSecondFactor: {
    method: 'POST',
    path: `${ACCOUNTS}/:id/second-factor/reset`,
    access: 'account.write',
    params: (s) => s.idParamsSchema,
    response: (s) => s.accountSchema,
  },
  /** Ends every session of the account: its tabs get the re-login dialog. */
  endSessions: {
    method: 'POST',
    path: `${ACCOUNTS}/:id/end-sessions`,
    access: 'account.write',
    params: (s) => s.idParamsSchema,
    response: (s) => s.sessionsEndedSchema,
  },
});
