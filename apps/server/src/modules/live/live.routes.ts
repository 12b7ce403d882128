import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, LIVE_STREAM_PATH, LIVE_TOPICS, type LiveTopic, type Permission } from '@console/shared';
import { forbidden } from '../../lib/app-error';
import { sessionOf } from '../../plugins/access';
import type { ModuleDeps } from '../deps';

/** Who may watch each topic. */
const TOPIC_PERMISSIONS: Record<LiveTopic, Permission> = { monitor: 'monitor.read' };

const streamQuerySchema = z.object({ watch: z.enum(LIVE_TOPICS, { error: 'validation.option' }).optional() });
const streamHeadersSchema = z.object({
  'last-event-id': z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.integer')
    .max(Number.MAX_SAFE_INTEGER, 'validation.integer')
    .optional(),
});

/** The live channel: one server-sent event stream per signed-in tab (docs/decisions/022-live-channel.md). */
export const liveRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { live }) => {
  app.get(
    LIVE_STREAM_PATH,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['live'],
        summary:
          "Server-sent events for the caller: its message box, and the topic it watches (monitor: admin). Send Last-Event-ID to resume; 'reset' means start afresh. Never ends by itself.",
        querystring: streamQuerySchema,
        headers: streamHeadersSchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const topics = request.query.watch ? [request.query.watch] : [];
      if (topics.some((topic) => !can(session.role, TOPIC_PERMISSIONS[topic]))) throw forbidden();
      reply.hijack();
      await live.hub.open(reply.raw, {
        session,
        topics,
        lastEventId: request.headers['last-event-id'] ?? null,
        headers: reply.getHeaders(),
      });
    },
  );
};
