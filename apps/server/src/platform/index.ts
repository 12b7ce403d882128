/**
 * The platform: what every feature module stands on and none of them owns. Sessions, the password
 * guessing limits and their stores, and the live channel (docs/architecture.md, "Server"). It
 * imports no module; `app.ts` opens it once and hands it to the modules.
 */
import { LIVE_EVENTS, type AccessChanged } from '@console/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { openLiveBus, type LiveBus } from './live/live-bus';
import { createLiveHub, SESSION_ENDED_EVENT, type LiveHub, type SessionEnded } from './live/live-hub';
import { createSessionService, type SessionService } from './sessions/session.service';
import { createSessionStore } from './sessions/session.store';
import { openAttemptStore, type RedisState } from './throttle/attempt-store';
import { createLoginThrottle, type LoginThrottle } from './throttle/login-throttle';
import { createMetrics, type Metrics } from './metrics';
import { openMailer, type Mailer } from './mail/mailer';

export type { LiveBus, LiveEvent, NewLiveEvent } from './live/live-bus';
export type { LiveHub } from './live/live-hub';
export { sessionClientOf, type SessionClient, type SessionService } from './sessions/session.service';
export type { LoginThrottle } from './throttle/login-throttle';
export type { Metrics } from './metrics';
export type { Mailer, MailMessage } from './mail/mailer';

/** What every module's routes receive, besides the services they declare (docs/architecture.md, "Server"). */
export interface Platform {
  config: Config;
  db: Db;
  /**
   * The PostgreSQL connection string, for a pool of a module's own with its own connection settings
   * (the search's statement timeout); null on the embedded database, which has one connection.
   */
  postgresUrl: string | null;
  sessions: SessionService;
  /** Password guessing limits, shared by the sign-in and the password change. */
  throttle: LoginThrottle;
  /** The live channel: publish through the bus; the hub holds this process's open streams. */
  live: { bus: LiveBus; hub: LiveHub };
  /** Mail, over SMTP or into the demo outbox; undefined when the console sends none (`platform/mail`). */
  mailer: Mailer | undefined;
}

/** How often counters of failed password checks that were forgotten are removed. */
const THROTTLE_SWEEP_MS = 10 * 60_000;

/** A live stream whose client leaves this much unread is dropped (docs/decisions/022-live-channel.md). */
const LIVE_MAX_BUFFERED_BYTES = 1024 * 1024;
/** …and so is one whose socket stays full this long. */
const LIVE_STALLED_MS = 30_000;

/**
 * Opens the platform on an open database. What it opens closes with `app`; open live streams end
 * before the server waits for its connections, since they never finish by themselves.
 */
export async function openPlatform(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<{ platform: Platform; redis: (() => RedisState) | undefined; metrics: Metrics | undefined }> {
  const log: FastifyBaseLogger = app.log;
  const onTrouble = (message: string) => log.warn(message);
  const bus = await openLiveBus(database, onTrouble);
  app.addHook('onClose', () => bus.close());
  const hub = createLiveHub(bus, {
    heartbeatMs: config.liveHeartbeatSeconds * 1000,
    maxBufferedBytes: LIVE_MAX_BUFFERED_BYTES,
    stalledMs: LIVE_STALLED_MS,
    onTrouble,
  });
  app.addHook('preClose', async () => hub.close());
  // Kept only when something may read them.
  const metrics = config.metricsToken
    ? createMetrics({ connections: database.connections, liveStreams: hub.size })
    : undefined;
  if (metrics)
    bus.subscribe(({ publishedAt }) => {
      if (publishedAt !== undefined) metrics.observeBusDelivery(publishedAt);
    });

  const sessions = createSessionService(createSessionStore(database.db), {
    idleMinutes: config.sessionIdleMinutes,
    absoluteDays: config.sessionAbsoluteDays,
    onEnded: (sessionIds) => bus.publish({ type: SESSION_ENDED_EVENT, data: { sessionIds } satisfies SessionEnded }),
    onAccessChanged: ({ userId, ...change }) =>
      bus.publish({ type: LIVE_EVENTS.access, userId: userId ?? null, data: change satisfies AccessChanged }),
  });

  const { store: attempts, redisState } = await openAttemptStore(config.redisUrl, database, log);
  app.addHook('onClose', () => attempts.close());
  const throttle = createLoginThrottle(
    attempts,
    { perAccount: config.loginRateLimit, perAddress: config.loginAddressRateLimit },
    { onRefused: metrics?.throttleRefused },
  );
  const sweep = setInterval(
    () => throttle.sweep().catch((error: unknown) => log.warn({ err: error }, 'sweeping the login throttle failed')),
    THROTTLE_SWEEP_MS,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const mailer = openMailer(config, database.db, log);
  if (mailer) app.addHook('onClose', () => mailer.close());

  return {
    platform: { config, db: database.db, postgresUrl: database.url, sessions, throttle, live: { bus, hub }, mailer },
    redis: redisState,
    metrics,
  };
}
