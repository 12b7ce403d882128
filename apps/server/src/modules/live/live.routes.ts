import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, type LiveTopic, type Permission } from '@console/shared';
import { liveApi } from '@console/shared/live/contract';
import { forbidden } from '../../lib/app-error';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';

/** Who may watch each topic. */
const TOPIC_PERMISSIONS: Record<LiveTopic, Permission> = { monitor: 'monitor.read' };

/** The live channel: one server-sent event stream per signed-in tab (docs/decisions/022-live-channel.md). */
export const liveRoutes: FastifyPluginAsyncZod<Platform> = async (app, { live }) => {
  await implement(app, liveApi, {
    stream: {
      summary:
        "Server-sent events for the caller: its message box, and the topic it watches (monitor: admin). Send Last-Event-ID to resume; 'reset' means start afresh. Never ends by itself.",
      handler: async (request, reply) => {
        const session = sessionOf(request);
        const topics = request.query.watch ? [request.query.watch] : [];
        if (topics.some((topic) => !can(session, TOPIC_PERMISSIONS[topic]))) throw forbidden();
        reply.hijack();
        await live.hub.open(reply.raw, {
          session,
          topics,
          lastEventId: request.headers['last-event-id'] ?? null,
          headers: reply.getHeaders(),
        });
      },
    },
  });
};
