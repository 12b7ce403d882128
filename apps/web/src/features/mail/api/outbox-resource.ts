import { mailApi } from '@console/shared/mail/contract';
import { outboxList } from '@console/shared/mail/schemas';
import { listReadResource } from '@/lib/list/list-resource';

/** The demo outbox, read only (docs/api.md, "Password reset"). */
export const outboxResource = listReadResource({
  key: 'mail-outbox',
  operations: mailApi,
  querySchema: outboxList.query,
});

/** The route asks for the page the URL shows as soon as it grants access (see `screens.ts`). */
export const prefetch = outboxResource.prefetch;
