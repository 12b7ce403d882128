import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { ApiCode } from '@console/shared';
import { notFound, unauthorized } from '../lib/app-error';

/** What the plugin needs of the platform's metrics. */
interface RequestMetrics {
  registry: { contentType: string; metrics(): Promise<string> };
  observeRequest(labels: { method: string; route: string; status_code: number }, seconds: number): void;
}

export interface MetricsPluginOptions {
  /** Absent without `METRICS_TOKEN`: `/metrics` then answers 404. */
  metrics: RequestMetrics | undefined;
  token: string | undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

const sameToken = (sent: string, token: string) =>
  sent.length === token.length && timingSafeEqual(Buffer.from(sent), Buffer.from(token));

/**
 * `/metrics` in Prometheus's text format, for whoever holds `METRICS_TOKEN` (README, "Metrics"),
 * and the latency of every answer. At the root, outside the API: it is not part of the console's
 * contract, and a scraper looks for it there.
 */
export default fp<MetricsPluginOptions>(
  async (app, { metrics, token }) => {
    if (metrics)
      app.addHook('onResponse', async (request, reply) => {
        metrics.observeRequest(
          // The route's pattern, not the path: one series per route, whatever the ids in it.
          { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
          reply.elapsedTime / 1000,
        );
      });

    app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      if (!metrics || !token) throw notFound();
      const sent = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!sent || !sameToken(sent, token)) throw unauthorized(ApiCode.illegalToken, 'errors.metricsToken');
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['envelope'] },
);
