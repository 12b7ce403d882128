/**
 * Builds the whole server as one Fastify instance, without listening: external plugins, then
 * the app's plugins, then the feature modules, then the web app. Tests call this and `inject`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@console/shared';
import { LOG_LEVELS, type Config, type LogLevel } from './config';
import { openDatabase, type Database, type DatabaseOptions } from './db/client';
import accessPlugin from './plugins/access';
import docsPlugin from './plugins/docs';
import metricsPlugin from './plugins/metrics';
import envelopePlugin, { clientErrorHandler, frameworkErrors } from './plugins/envelope';
import staticFilesPlugin from './plugins/static-files';
import webPlugin from './plugins/web';
import { composeServices, MODULES } from './composition';
import { healthRoutes } from './modules/health';
import { openPlatform, type Platform } from './platform';
import { traceRequests } from './platform/tracing';
import { seedDatabase } from './seed';
import { drainingState } from './shutdown';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel of this process: its bus and its open streams (docs/decisions/022-live-channel.md). */
    live: Platform['live'];
  }
}

/** Largest JSON body accepted (413 above); upload routes set their own limits. */
export const BODY_LIMIT = 1024 * 1024;

const atLeastWarn = (level: LogLevel): LogLevel =>
  LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf('warn') ? level : 'warn';

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from `config` and closed with the app. */
  database?: Database;
  /** Where the log lines go instead of standard output (a test that reads them). */
  logStream?: { write(line: string): void };
}

export function databaseOptions(config: Config, onTrouble?: (message: string) => void): DatabaseOptions {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl, onTrouble }
    : { driver: 'pglite', dataDir: config.dataDir, onTrouble };
}

/** Strict CSP: scripts only from this origin, no inline script; Arco injects runtime styles. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // `blob:`: the avatar's preview while it uploads is the chosen file itself (an object URL).
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // The console is often reached over plain HTTP on a LAN: never rewrite its requests to HTTPS.
    upgradeInsecureRequests: null,
  },
};

/** A request id a client may choose (a UUID, a tracing id): short, and nothing a log reader must escape. */
const CLIENT_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The client's `X-Request-Id` when it has that shape, else a fresh UUID. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, stream: logStream },
    genReqId: requestIdOf,
    // Read by requestIdOf, which checks what a client sends before the logs carry it.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    // A request that reaches a node while it stops is answered, not refused (its connection then
    // closes: `drainingState`); the node stops when the last one is done.
    return503OnClosing: false,
    // Not at once: `shutDown` closes idle connections after a grace (shutdown.ts).
    forceCloseConnections: false,
  }).withTypeProvider<ZodTypeProvider>();
  drainingState(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let db = database;
  if (!db) {
    const opened = await openDatabase(databaseOptions(config, (message) => app.log.error(message)));
    app.addHook('onClose', () => opened.close());
    db = opened;
  }
  try {
    if (config.tracing) await traceRequests(app, config.tracing);
    await seedDatabase(db.db, config, app.log);
    const { platform, redis, metrics } = await openPlatform(app, config, db);

    // No page may frame the console: X-Frame-Options says what the CSP's frame-ancestors says, for
    // browsers that read only the older header.
    await app.register(helmet, { contentSecurityPolicy, frameguard: { action: 'deny' } });
    await app.register(compress);

    await app.register(envelopePlugin);
    await app.register(accessPlugin, { authenticate: platform.sessions.authenticate });
    await app.register(metricsPlugin, { metrics, token: config.metricsToken });
    await app.register(staticFilesPlugin);

    app.decorate('live', platform.live);
    const deps = { ...platform, ...composeServices(platform, app.log) };
    await app.register(
      async (api) => {
        await api.register(docsPlugin);
        await api.register(healthRoutes, {
          ping: db.ping,
          redis,
          draining: () => app.draining,
          logLevel: atLeastWarn(config.logLevel),
        });
        for (const module of MODULES) await api.register(module.routes, deps);
      },
      { prefix: API_BASE },
    );

    await app.register(webPlugin, { webDist: config.webDist, singleSignOn: deps.sso.offered });
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
