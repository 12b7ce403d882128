/** An OpenTelemetry collector of a test's own: it takes OTLP/HTTP posts of JSON on loopback and keeps them. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpTraces {
  resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

/** OTLP's SPAN_KIND_SERVER and STATUS_CODE_ERROR. */
export const OTLP = { serverKind: 2, errorStatus: 2 };

const valuesOf = (attributes: OtlpAttribute[]) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue ?? Number(value.intValue)]));

/** Starts a collector that answers every post with `status` (200: taken). */
export async function startCollector({ status = 200 } = {}) {
  const posts: { path: string | undefined; body: OtlpTraces }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push({ path: request.url, body: JSON.parse(body) as OtlpTraces });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    /** Every span received, in order, with its attributes' and its resource's values by key. */
    spans: () =>
      posts.flatMap(({ body }) =>
        body.resourceSpans.flatMap(({ resource, scopeSpans }) =>
          scopeSpans.flatMap(({ spans }) =>
            spans.map((span) => ({
              ...span,
              values: valuesOf(span.attributes),
              resource: valuesOf(resource.attributes),
            })),
          ),
        ),
      ),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type Collector = Awaited<ReturnType<typeof startCollector>>;

/** A caller's span, and the W3C `traceparent` header that makes a request's span its child. */
export const CALLER = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
};
