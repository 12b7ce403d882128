import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once a stop signal arrived: `/ready` answers 503 and every answer closes its connection. */
    draining: boolean;
  }
}

/** Marks the app as draining from the start of its shutdown (`app.ts` registers it). */
export function drainingState(app: FastifyInstance): void {
  app.decorate('draining', false);
  // A balancer's kept-alive connection is not reused after this node's answer: its next request
  // opens a connection, which reaches another node once this one stops listening.
  app.addHook('onRequest', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
}

/**
 * A connection accepted a moment before the node stopped listening counts as idle until its
 * request has arrived, and closing it then loses that request: a balancer does not repeat a write
 * it has sent. So idle connections close after a short grace, and again every grace after (an
 * answer while draining closes its own connection).
 */
const IDLE_GRACE_MS = 250;

export class ShutdownTimeoutError extends Error {
  override name = 'ShutdownTimeoutError';
}

/**
 * Stops the node without losing a request (README, "Stopping a process"): it reports itself not
 * ready; for `drainMs` it still answers, so a balancer that polls `/ready` moves away first; then it
 * stops listening, closes the connections left idle, ends its live streams with a short
 * reconnection delay (they resume elsewhere from their last event), lets the requests in flight
 * finish, and closes the database and the live bus's connection. Past `timeoutMs` it gives up with
 * a `ShutdownTimeoutError`.
 */
export async function shutDown(app: FastifyInstance, { drainMs, timeoutMs }: { drainMs: number; timeoutMs: number }) {
  app.draining = true;
  if (drainMs > 0) await sleep(drainMs);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ShutdownTimeoutError(`requests still in flight after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  // Stops listening, without the http server's own close, which ends idle connections at once.
  const connectionsEnded = new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
  // Before waiting on the connections: live streams never end by themselves (app.close() would end them later).
  app.live.hub.close();
  const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_GRACE_MS);
  try {
    await Promise.race([connectionsEnded, deadline]);
    // Nothing is in flight now: the database and the live bus close.
    await Promise.race([app.close(), deadline]);
  } finally {
    clearInterval(idle);
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
