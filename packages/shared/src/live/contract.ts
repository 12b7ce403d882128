import { contract } from '../api/contract';

/** The live channel (docs/decisions/022-live-channel.md): one server-sent event stream per signed-in tab. */
export const liveApi = contract('live', () => import('./schemas'), {
  /** The caller's message box and the topic it watches; never ends by itself. */
  stream: {
    method: 'GET',
    path: '/api/live/stream',
    access: 'authenticated',
    query: (s) => s.streamQuerySchema,
    headers: (s) => s.streamHeadersSchema,
    answers: 'events',
  },
});
