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
import { seedDatabase } from './db/seed';
import accessPlugin from './plugins/access';
import docsPlugin from './plugins/docs';
import envelopePlugin from './plugins/envelope';
import staticFilesPlugin from './plugins/static-files';
import webPlugin from './plugins/web';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cardListRoutes } from './modules/card-list/card-list.routes';
import { createSessionRepository } from './modules/auth/session.repository';
import { createSessionService } from './modules/auth/session.service';
import { healthRoutes } from './modules/health/health.routes';
import { messageRoutes } from './modules/message/message.routes';
import { policyRoutes } from './modules/policy/policy.routes';
import { userRoutes } from './modules/user/user.routes';
import { workplaceRoutes } from './modules/workplace/workplace.routes';

/** Largest JSON body accepted (413 above); upload routes set their own limits. */
export const BODY_LIMIT = 1024 * 1024;

const atLeastWarn = (level: LogLevel): LogLevel => (LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf('warn') ? level : 'warn');

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from `config` and closed with the app. */
  database?: Database;
}

export function databaseOptions(config: Config, onWorkerRestart?: (reason: string) => void): DatabaseOptions {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: config.dataDir, onWorkerRestart };
}

/** Strict CSP: scripts only from this origin, no inline script; Arco injects runtime styles. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
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

export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let db = database;
  if (!db) {
    const opened = await openDatabase(databaseOptions(config, (reason) => app.log.error(`${reason}; restarting it`)));
    app.addHook('onClose', () => opened.close());
    db = opened;
  }
  try {
    await seedDatabase(db.db, config, app.log);
    const sessions = createSessionService(createSessionRepository(db.db), { idleMinutes: config.sessionIdleMinutes });

    await app.register(helmet, { contentSecurityPolicy });
    await app.register(compress);

    await app.register(envelopePlugin);
    await app.register(accessPlugin, { authenticate: sessions.authenticate });
    await app.register(staticFilesPlugin);

    const deps = { config, db: db.db, sessions };
    await app.register(
      async (api) => {
        await api.register(docsPlugin);
        await api.register(healthRoutes, { ping: db.ping, logLevel: atLeastWarn(config.logLevel) });
        await api.register(authRoutes, deps);
        await api.register(userRoutes, deps);
        await api.register(messageRoutes, deps);
        await api.register(policyRoutes, deps);
        await api.register(auditRoutes, deps);
        await api.register(workplaceRoutes, deps);
        await api.register(cardListRoutes, deps);
      },
      { prefix: API_BASE },
    );

    await app.register(webPlugin, { webDist: config.webDist });
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
