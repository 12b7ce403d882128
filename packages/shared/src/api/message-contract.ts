import { contract, getAndPost } from './contract';
import type * as schemas from './message';

type Schemas = typeof schemas;

/** The message box (docs/api.md, "Messages"): the caller's own messages. */
export const messageApi = contract('message', () => import('./message'), {
  /** Newest first, in the request's language; by GET or POST, as Arco Design Pro's client posts. */
  ...getAndPost<Schemas>()('list', {
    path: '/api/message/list',
    access: 'authenticated',
    response: (s) => s.messageListSchema,
  }),
  /** Marks messages read: `data` is how many changed. */
  read: {
    method: 'POST',
    path: '/api/message/read',
    access: 'authenticated',
    body: (s) => s.readMessagesSchema,
    response: (s) => s.readCountSchema,
  },
});
