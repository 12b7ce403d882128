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

export class ShutdownTimeoutError extends Error {
  override name = 'ShutdownTimeoutError';
}

/**
 * Stops the node without losing a request (README, "Stopping a process"): it reports itself not
 * ready and closes the connections that wait idle; for `drainMs` it still answers, so a balancer that
 * polls `/ready` moves away first; then it stops listening, ends its live streams with a short
 * reconnection delay (they resume elsewhere from their last event), lets the requests in flight
 * finish, and closes the database and the live bus's connection. Past `timeoutMs` it gives up with
 * a `ShutdownTimeoutError`.
 */
export async function shutDown(app: FastifyInstance, { drainMs, timeoutMs }: { drainMs: number; timeoutMs: number }) {
  app.draining = true;
  app.server.closeIdleConnections();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ShutdownTimeoutError(`requests still in flight after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([app.close(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
