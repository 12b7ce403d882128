import { contract, getAndPost } from '../api/contract';
import type * as schemas from './schemas';

type Schemas = typeof schemas;

/**
 * The real-time monitor's operations (admin): the live studio, its chat and its programs. Their
 * changes also reach every open monitor over the live channel (docs/decisions/022-live-channel.md).
 */
export const monitorApi = contract('monitor', () => import('./schemas'), {
  /**
   * The studio's latest chat messages that match (at most `CHAT_HISTORY_LIMIT`), oldest first; by GET
   * or POST, the filter in the query string either way.
   */
  ...getAndPost<Schemas>()('chat', {
    path: '/api/chat/list',
    access: 'monitor.read',
    query: (s) => s.chatListQuerySchema,
    response: (s) => s.chatItemListSchema,
  }),
  /** Posts into the studio's chat under the caller's name. */
  postChat: {
    method: 'POST',
    path: '/api/chat/messages',
    access: 'monitor.write',
    body: (s) => s.chatPostSchema,
    response: (s) => s.chatItemSchema,
  },
  /** Collects (stars) a chat message, or uncollects it. */
  collectChat: {
    method: 'POST',
    path: '/api/chat/messages/:id/collect',
    access: 'monitor.write',
    params: (s) => s.idParamsSchema,
    body: (s) => s.chatCollectSchema,
    response: (s) => s.chatItemSchema,
  },
  /** The live studio: information, stream state, viewers. */
  studio: {
    method: 'GET',
    path: '/api/monitor/studio',
    access: 'monitor.read',
    response: (s) => s.studioSchema,
  },
  /** Saves the studio's information (title, notification, category, tag). */
  saveStudio: {
    method: 'PUT',
    path: '/api/monitor/studio',
    access: 'monitor.write',
    body: (s) => s.studioInfoSchema,
    response: (s) => s.studioSchema,
  },
  /** Runs a quick operation on the studio's stream; the operators get a notice. */
  operateStudio: {
    method: 'POST',
    path: '/api/monitor/studio/operations',
    access: 'monitor.write',
    body: (s) => s.studioOperationSchema,
    response: (s) => s.studioSchema,
  },
  /** The programs in the studio's rotation, of one live method or all. */
  programs: {
    method: 'GET',
    path: '/api/monitor/programs',
    access: 'monitor.read',
    query: (s) => s.programQuerySchema,
    response: (s) => s.programListSchema,
  },
});
