/**
 * Test helpers: one database per test file (a copy of the demo database that test/global-setup.ts
 * seeds once per run, embedded or on PostgreSQL when TEST_DATABASE_URL is set), apps built on it
 * with `buildApp`, the hooks that set both up per test file (`useTestApp`), and request shortcuts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { allows, type BuiltinRole, type Envelope, type Permission, type RouteRole } from '@console/shared';
import { buildApp } from '../src/app';
import { IN_MEMORY, loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { roles } from '../src/db/schema/roles';
import { createAccount, createUserStore } from '../src/modules/user';
import { createPostgresDatabase as createOn, type PostgresDatabase } from './postgres-databases';
import { copyDataDir, sharedSnapshot } from './templates';

export type Driver = 'pglite' | 'postgres';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** The drivers the database tests run on: always PGlite, PostgreSQL when configured. */
export const DRIVERS: Driver[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

const testRedisUrl = process.env.TEST_REDIS_URL;

/**
 * Where the login throttle counts, per test app: memory (embedded database), PostgreSQL, and Redis
 * (`TEST_REDIS_URL`), when configured.
 */
export const THROTTLE_SETUPS: { store: string; driver: Driver; env: Record<string, string> }[] = [
  { store: 'memory', driver: 'pglite', env: {} },
  ...(testDatabaseUrl ? [{ store: 'PostgreSQL', driver: 'postgres' as const, env: {} }] : []),
  ...(testRedisUrl ? [{ store: 'Redis', driver: 'pglite' as const, env: { REDIS_URL: testRedisUrl } }] : []),
];

/** The configuration of `env` over the test defaults; the built-in assistant answers at once instead of at reading pace. */
export function testConfig(env: Record<string, string> = {}): Config {
  const config = loadConfig({
    DATA_DIR: IN_MEMORY,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    WEB_DIST: 'test/no-web-build',
    MONITOR_SIMULATOR: '0',
    ...env,
  });
  return { ...config, assistant: { ...config.assistant, revealPieceMs: 0 } };
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes it. */
  drop(): Promise<void>;
}

/** A new PostgreSQL database on the TEST_DATABASE_URL server, empty or cloned from `template`; `drop` removes it. */
export function createPostgresDatabase(template?: string): Promise<PostgresDatabase> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createOn(testDatabaseUrl, 'test', template);
}

/** A DATA_DIR of its own holding the demo database, for tests that open it by path or in a process; the caller removes it. */
export const demoDataDir = (): string => copyDataDir(inject('demoTemplates').dataDir);

/**
 * A database of its own on `driver`: the demo data by default, or `empty` (migrated, no account)
 * for the tests of what happens before the first seed.
 */
export async function openTestDatabase(driver: Driver, { empty = false } = {}): Promise<TestDatabase> {
  const templates = inject('demoTemplates');
  if (driver === 'pglite') {
    // In memory, from the demo database's dump: what is on disk is the process tests' to check.
    const snapshot = empty ? undefined : sharedSnapshot(templates.snapshot);
    const database = await openDatabase({ driver: 'pglite', dataDir: null, snapshot });
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase(empty ? undefined : (templates.postgres ?? undefined));
  const database = await openDatabase({ driver: 'postgres', url: created.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** An app on an existing database; close the app, then drop the database. */
export function createTestApp(database: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(env), database });
}

export interface TestApp {
  testDb: TestDatabase;
  app: FastifyInstance;
  /** The demo admin's token; only when `login` names 'admin'. */
  admin: string;
  /** The demo user's token; only when `login` names 'user'. */
  user: string;
}

export interface TestAppOptions {
  /** Configuration on top of `testConfig`'s; a function when it is known only once other `beforeAll`s ran (a provider's address). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The demo accounts to log in before the tests; both by default. */
  login?: readonly ('admin' | 'user')[];
}

/** Settings that decide what an empty database is seeded with: an app given one of them starts from an empty database. */
const SEED_SETTINGS = ['SEED_DEMO', 'ADMIN_USERNAME', 'ADMIN_PASSWORD'];

/**
 * Registers the `beforeAll` that opens a database on `driver`, builds an app on it and logs in the
 * demo accounts, and the `afterAll` that closes the app and drops the database. The handle's fields
 * are set once `beforeAll` ran: read them inside hooks and tests, not while collecting them.
 */
export function useTestApp(
  driver: Driver,
  { env: envOption = {}, login: accounts = ['admin', 'user'] }: TestAppOptions = {},
): TestApp {
  const handle: Partial<TestApp> = {};
  beforeAll(async () => {
    const env = typeof envOption === 'function' ? envOption() : envOption;
    handle.testDb = await openTestDatabase(driver, { empty: SEED_SETTINGS.some((name) => name in env) });
    const app = (handle.app = await createTestApp(handle.testDb.database, env));
    const tokens = await Promise.all(accounts.map((username) => login(app, username)));
    accounts.forEach((username, i) => (handle[username] = tokens[i]));
  });
  afterAll(async () => {
    const closed = handle.app?.close();
    // A test's own HTTP client may keep a connection open (keep-alive, a stream it stopped reading),
    // which a graceful close would wait about 4 s for; once the file's tests are done, none matters.
    handle.app?.server.closeAllConnections();
    await closed;
    await handle.testDb?.drop();
  });
  return handle as TestApp;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The envelope of a response, typed loosely for assertions. */
export function envelope<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

export async function login(app: FastifyInstance, username: string, password = username): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/member-api/member/web/cacheLogin',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
  return envelope<string>(response).data;
}

/** The texts an SVG the server drew shows, entities decoded (the chart pictures, ADR 026). */
export const svgTexts = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** `inject` with the caller's token. */
export function as(app: FastifyInstance, token: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}

/**
 * A test file's requests as a signed-in caller, in English unless a request asks otherwise: `call`
 * answers the response, `ok` expects a 200 and answers its data. Reads `ctx.app` at each request.
 */
export function callerOf(ctx: Pick<TestApp, 'app'>) {
  const call = (token: string, options: InjectOptions) =>
    as(ctx.app, token, { ...options, headers: { 'accept-language': 'en-US', ...options.headers } });
  const ok = async <T>(token: string, options: InjectOptions): Promise<T> => {
    const response = await call(token, options);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<T>(response).data;
  };
  return { call, ok };
}

/** Adds an account to a test's database (its own, when what a test does must not touch the demo accounts). */
export const addAccount = (database: Database, account: { username: string; password: string; role: BuiltinRole }) =>
  createAccount(createUserStore(database.db), account);

/**
 * Runs `body` with `permission` held by the built-in roles `holders` names (`*`: both) and by no
 * other, as an administrator would pick it on the roles screen; the roles are restored after,
 * whatever happens. `admin` holds every permission whatever its row says.
 */
export async function withPermission<T>(
  database: Database,
  permission: Permission,
  holders: readonly RouteRole[],
  body: () => Promise<T>,
): Promise<T> {
  const { db } = database;
  const before = await db.select({ name: roles.name, permissions: roles.permissions }).from(roles);
  const setPermissions = (name: string, permissions: Permission[]) =>
    db.update(roles).set({ permissions }).where(eq(roles.name, name));
  for (const role of before) {
    const others = role.permissions.filter((held) => held !== permission);
    await setPermissions(role.name, allows(holders, role.name) ? [...others, permission] : others);
  }
  try {
    return await body();
  } finally {
    for (const role of before) await setPermissions(role.name, role.permissions);
  }
}

/**
 * Accounts of a test file's own, for the tests that change how an account signs in (a second
 * factor, passkeys): `account()` adds one of the `user` role named `<prefix>.<n>` with `password`
 * and signs it in; `auditActions(id)` is what the audit log holds of it, oldest first, as
 * `actor: action`, its sign-ins left out (security-events.test.ts has them).
 */
export function ownAccounts(ctx: TestApp, prefix: string, password: string) {
  const { ok } = callerOf(ctx);
  let serial = 0;
  return {
    async account() {
      const username = `${prefix}.${++serial}`;
      await addAccount(ctx.testDb.database, { username, password, role: 'user' });
      const { list } = await ok<{ list: { id: number }[] }>(ctx.admin, {
        method: 'GET',
        url: `/member-api/api/admin/accounts?keyword=${username}`,
      });
      return { username, id: list[0]!.id, token: await login(ctx.app, username, password) };
    },
    auditActions: async (id: number) =>
      (
        await ok<{ list: { actorName: string; action: string }[] }>(ctx.admin, {
          method: 'GET',
          url: `/member-api/api/audit-logs?entityType=account&entityId=${id}&pageSize=100&sortField=createdTime&sortOrder=ascend`,
        })
      ).list
        .filter((entry) => entry.action !== 'signIn')
        .map((entry) => `${entry.actorName}: ${entry.action}`),
  };
}

/** The JSON log lines in `text` (a process's output, or what an app's `logStream` received) of the request `reqId`. */
export const requestLogLines = (text: string, reqId: string): Record<string, unknown>[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.reqId === reqId);
