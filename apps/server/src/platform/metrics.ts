/**
 * What a process tells Prometheus (README, "Metrics"), kept only when `METRICS_TOKEN` is set: the
 * requests' latency per route and status, the database connections and the queries waiting for
 * one, the open live streams, how late the live bus delivers, the event loop's delay (with
 * Node's own figures) and the login throttle's refusals.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { ThrottleScope } from './throttle/login-throttle';

export interface MetricsSources {
  connections: Database['connections'];
  liveStreams: () => number;
}

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  // Includes the event loop's delay (`nodejs_eventloop_lag_*`), the heap and the process's figures.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process, by state (total, idle)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { total, idle } = sources.connections();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a database connection',
    registers,
    collect() {
      this.set(sources.connections().waiting);
    },
  });
  new Gauge({
    name: 'live_streams_open',
    help: 'Live streams open on this process',
    registers,
    collect() {
      this.set(sources.liveStreams());
    },
  });
  const busLag = new Histogram({
    name: 'live_bus_lag_seconds',
    help: 'Time from the publication of an event, on any process, to its delivery on this one',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  const throttleRefusals = new Counter({
    name: 'login_throttle_refusals_total',
    help: 'Guesses the login throttle refused (HTTP 429), by what was guessed',
    labelNames: ['scope'] as const,
    registers,
  });

  return {
    registry,
    /** One answered request; `seconds` from its arrival. */
    observeRequest: (labels: { method: string; route: string; status_code: number }, seconds: number) =>
      requests.observe(labels, seconds),
    /** An event heard from the bus, published at `publishedAt` (epoch milliseconds). */
    observeBusDelivery: (publishedAt: number) => busLag.observe(Math.max(Date.now() - publishedAt, 0) / 1000),
    throttleRefused: (scope: ThrottleScope) => throttleRefusals.inc({ scope }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
