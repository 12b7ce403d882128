import { contract } from '../api/contract';
import { listReadOperations } from '../api/list-operations';
import type * as schemas from './schemas';

/** The demo outbox (docs/api.md, "Password reset"): the mail kept instead of sent, for administrators. */
export const mailApi = contract('mail', () => import('./schemas'), {
  ...listReadOperations((s: typeof schemas) => s.outboxList, '/api/admin/mail-outbox', 'mail.read'),
});
