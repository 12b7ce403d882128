/**
 * Traces of the requests over OTLP/HTTP, opened only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set
 * (docs/decisions/053-traces.md): one server span per request, in the trace of a caller that sends
 * a W3C `traceparent`, batched and posted as JSON to `{endpoint}/v1/traces`.
 *
 * The SDK's packages load with `import()` when tracing opens, never before: the server's bundle
 * would keep a static import at its top (scripts/build-server.mjs), and loading them takes about
 * 0.35 s that a start without tracing has no use for.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ExportResultCode } from '@opentelemetry/core';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { TracingConfig } from '../config';
import { withinTime } from '../lib/within-time';

/** How long a closing app waits for its last spans to reach the collector before dropping them. */
const FLUSH_TIMEOUT_MS = 5000;

/** The attribute holding the request id, which the request's log lines and its `X-Request-Id` carry. */
const REQUEST_ID_ATTRIBUTE = 'request.id';

/**
 * Traces every request of `app`, which must have no route yet (a route keeps the request logger it
 * was added with); the spans still unsent are sent when the app closes.
 */
export async function traceRequests(app: FastifyInstance, config: TracingConfig): Promise<void> {
  const tracing = await openTracing(config, app.log);
  const spans = new WeakMap<IncomingMessage, RequestSpan>();
  // Where a request meets the app, before its first log line: its span opens, and every line of
  // its logger carries the span's ids next to the request id.
  app.setChildLoggerFactory((logger, bindings, options, request) => {
    const span = tracing.startRequest(request, String(bindings.reqId));
    spans.set(request, span);
    return logger.child({ ...bindings, ...span.ids }, options);
  });
  app.addHook('onRequest', async (request, reply) => {
    const span = spans.get(request.raw);
    // On `close` rather than in onResponse, which a hijacked answer (a live stream) never reaches.
    reply.raw.once('close', () => span?.end(request.routeOptions.url, reply.statusCode));
  });
  app.addHook('onClose', () => tracing.close());
}

interface RequestSpan {
  /** The span's ids, which every log line of the request carries. */
  readonly ids: { traceId: string; spanId: string };
  /** Ends the span, named after the route's pattern (none when no route matched) and with the answer's status. */
  end(route: string | undefined, statusCode: number): void;
}

interface Tracing {
  /** Opens the span of a request as it arrives; a caller's `traceparent` makes it a child of the caller's span. */
  startRequest(request: IncomingMessage, requestId: string): RequestSpan;
  /** Sends the spans not sent yet, for at most `FLUSH_TIMEOUT_MS`, and stops. */
  close(): Promise<void>;
}

async function openTracing(config: TracingConfig, log: FastifyBaseLogger): Promise<Tracing> {
  const [api, core, resources, sdk, otlp, semconv] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  const exporter = new otlp.OTLPTraceExporter({ url: `${config.endpoint}/v1/traces` });
  const provider = new sdk.TracerProvider({
    // The SDK's own attributes (its name and version), and the service's name over its default.
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: config.serviceName })),
    spanProcessors: [
      new sdk.BatchSpanProcessor({ exporter: sayingWhenItFails(exporter, core.ExportResultCode.SUCCESS, log) }),
    ],
  });
  const tracer = provider.getTracer(config.serviceName);
  const propagator = new core.W3CTraceContextPropagator();

  return {
    startRequest(request, requestId) {
      const method = request.method ?? 'GET';
      const caller = propagator.extract(api.ROOT_CONTEXT, request.headers, api.defaultTextMapGetter);
      const span = tracer.startSpan(
        method,
        {
          kind: api.SpanKind.SERVER,
          attributes: { [semconv.ATTR_HTTP_REQUEST_METHOD]: method, [REQUEST_ID_ATTRIBUTE]: requestId },
        },
        caller,
      );
      const { traceId, spanId } = span.spanContext();
      return {
        ids: { traceId, spanId },
        end(route, statusCode) {
          // The pattern, not the path: one name per route, whatever the ids in it.
          if (route !== undefined) {
            span.updateName(`${method} ${route}`);
            span.setAttribute(semconv.ATTR_HTTP_ROUTE, route);
          }
          span.setAttribute(semconv.ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode);
          // A server span fails with the server's own errors; a 4xx is the client's.
          if (statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    async close() {
      try {
        const sent = await withinTime(
          provider.shutdown().then(() => true),
          FLUSH_TIMEOUT_MS,
        );
        if (!sent) log.warn(`the last spans did not reach the collector within ${FLUSH_TIMEOUT_MS} ms: dropped`);
      } catch (error) {
        // Spans lost are no reason for the app's close to fail.
        log.warn({ err: error }, 'the last spans could not be sent');
      }
    },
  };
}

/**
 * The exporter, which also says in the log when the collector stops taking spans, and when it takes
 * them again: the SDK drops what it cannot send without a word.
 */
function sayingWhenItFails(exporter: SpanExporter, success: ExportResultCode, log: FastifyBaseLogger): SpanExporter {
  let failing = false;
  return {
    export(spans, done) {
      exporter.export(spans, (result) => {
        const failed = result.code !== success;
        if (failed && !failing)
          log.warn({ err: result.error }, 'sending traces to OTEL_EXPORTER_OTLP_ENDPOINT failed: spans are dropped');
        if (!failed && failing) log.info('traces reach OTEL_EXPORTER_OTLP_ENDPOINT again');
        failing = failed;
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
