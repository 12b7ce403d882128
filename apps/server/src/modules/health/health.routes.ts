import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiCode, envelopeSchema } from '@console/shared';
import type { LogLevel } from '../../config';
import { translate, type MessageKey } from '../../i18n/i18n';
import { ok } from '../../plugins/envelope';

const statusSchema = envelopeSchema(z.object({ status: z.enum(['ok', 'unavailable']) }));
/** Ready: the database answers. Redis only degrades the login throttle (it counts elsewhere meanwhile), so it is reported, never gating. */
const readySchema = envelopeSchema(z.object({ status: z.literal('ok'), redis: z.enum(['ok', 'degraded', 'off']) }));

export interface HealthRoutesOptions {
  /** `/ready` pings the database; `/health` never touches it. */
  ping: () => Promise<void>;
  /** A stop signal arrived: `/ready` answers 503 so that a balancer sends no more (README, "Stopping a process"). */
  draining: () => boolean;
  /** What the login throttle's Redis is doing; absent when none is configured (`/ready` says 'off'). */
  redis?: () => 'ok' | 'degraded';
  /** Probes are frequent: their requests log at this level (never below `warn`). */
  logLevel: LogLevel;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { ping, draining, redis, logLevel },
) => {
  const tags = ['health'];

  app.get(
    '/health',
    {
      config: { access: 'public' },
      logLevel,
      schema: { tags, summary: 'Liveness: the process answers', response: { 200: statusSchema } },
    },
    async (request) => ok(request, { status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      logLevel,
      schema: {
        tags,
        summary: 'Readiness: not stopping, and the database answers (Redis is reported, not required)',
        response: { 200: readySchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      const unavailable = (messageKey: MessageKey) =>
        reply.code(503).send({
          code: ApiCode.failure,
          msg: translate(request.locale, messageKey),
          data: { status: 'unavailable' as const },
        });
      if (draining()) return unavailable('errors.shuttingDown');
      try {
        await ping();
        return ok(request, { status: 'ok' as const, redis: redis?.() ?? ('off' as const) });
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return unavailable('errors.databaseUnavailable');
      }
    },
  );
};
