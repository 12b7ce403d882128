import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiCode, envelopeSchema } from '@console/shared';
import type { LogLevel } from '../../config';
import { translate } from '../../i18n/i18n';
import { ok } from '../../plugins/envelope';

const statusSchema = envelopeSchema(z.object({ status: z.enum(['ok', 'unavailable']) }));

export interface HealthRoutesOptions {
  /** `/ready` pings the database; `/health` never touches it. */
  ping: () => Promise<void>;
  /** Probes are frequent: their requests log at this level (never below `warn`). */
  logLevel: LogLevel;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { ping, logLevel }) => {
  const tags = ['health'];

  app.get(
    '/health',
    { config: { access: 'public' }, logLevel, schema: { tags, summary: 'Liveness: the process answers', response: { 200: statusSchema } } },
    async (request) => ok(request, { status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      logLevel,
      schema: { tags, summary: 'Readiness: the database answers', response: { 200: statusSchema, 503: statusSchema } },
    },
    async (request, reply) => {
      try {
        await ping();
        return ok(request, { status: 'ok' as const });
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({
          code: ApiCode.failure,
          msg: translate(request.locale, 'errors.databaseUnavailable'),
          data: { status: 'unavailable' as const },
        });
      }
    },
  );
};
