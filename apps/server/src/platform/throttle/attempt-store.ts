/**
 * Where failed password checks are counted (docs/decisions/012): PostgreSQL or Redis, shared by
 * every server process, or memory for the embedded database (one process by its lock). Each
 * attempt is counted atomically before the password is checked, so parallel attempts cannot slip
 * past the limit together. While Redis is away, PostgreSQL or memory counts instead
 * (`resilientAttemptStore`, docs/decisions/036).
 */
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { resilientAttemptStore } from './resilient-attempt-store';

/** The first block, once a key reaches its limit; each further failure doubles it. */
export const BACKOFF_BASE_MS = 1000;
/** The longest block. */
export const BACKOFF_MAX_MS = 60 * 60_000;
/** A key's failures are forgotten this long after its last one. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** 2^30 s is far past the longest block: a larger exponent changes nothing. */
const MAX_EXPONENT = 30;

export interface AttemptStore {
  /**
   * One attempt on `key` at `now`, atomically: while the key is blocked, the milliseconds left
   * (the attempt is not counted); otherwise 0, the attempt counted as a failure in advance (which
   * blocks the key for `BACKOFF_BASE_MS × 2^(failures − limit)` once `failures ≥ limit`).
   */
  reserve(key: string, limit: number, now: number): Promise<number>;
  /** The reserved attempt succeeded: `forget` drops the key's failures; `undo` takes its own back. */
  release(key: string, how: 'forget' | 'undo'): Promise<void>;
  /** Drops keys with no failure for `FORGET_AFTER_MS` (the Redis store's keys expire by themselves). */
  sweep(now: number): Promise<void>;
  close(): Promise<void>;
}

/** The block a key's `failures`-th failure sets, in milliseconds (0 below the limit). */
export function blockMs(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.min(failures - limit, MAX_EXPONENT), BACKOFF_MAX_MS);
}

interface KeyState {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

export function memoryAttemptStore(): AttemptStore {
  const keys = new Map<string, KeyState>();
  return {
    async reserve(key, limit, now) {
      const state = keys.get(key);
      if (state && state.blockedUntil > now) return state.blockedUntil - now;
      const failures = state && state.lastFailureAt > now - FORGET_AFTER_MS ? state.failures + 1 : 1;
      keys.set(key, { failures, lastFailureAt: now, blockedUntil: now + blockMs(failures, limit) });
      return 0;
    },
    async release(key, how) {
      const state = keys.get(key);
      if (how === 'forget' || !state) keys.delete(key);
      else keys.set(key, { ...state, failures: Math.max(state.failures - 1, 0), blockedUntil: 0 });
    },
    async sweep(now) {
      for (const [key, state] of keys)
        if (state.lastFailureAt <= now - FORGET_AFTER_MS && state.blockedUntil <= now) keys.delete(key);
    },
    async close() {
      keys.clear();
    },
  };
}

/** One upsert per attempt: PostgreSQL locks the row while the statement reads and writes it. */
export function sqlAttemptStore(db: Db): AttemptStore {
  const t = loginAttempts;
  return {
    async reserve(key, limit, now) {
      // In the update, the columns are the row as the statement found it.
      const blocked = sql`coalesce(${t.blockedUntil} > ${now}, false)`;
      const failures = sql`(case when ${t.lastFailureAt} > ${now - FORGET_AFTER_MS} then ${t.failures} + 1 else 1 end)`;
      const blockUntil = (n: SQL) =>
        sql`case when ${n} >= ${limit} then ${now} + least(${BACKOFF_BASE_MS} * power(2, least(${n} - ${limit}, ${MAX_EXPONENT})), ${BACKOFF_MAX_MS})::bigint end`;
      const [row] = await db
        .insert(t)
        .values({ key, failures: 1, lastFailureAt: now, blockedUntil: sql`${blockUntil(sql`1`)}`, lastAllowed: true })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            lastAllowed: sql`not ${blocked}`,
            failures: sql`case when ${blocked} then ${t.failures} else ${failures} end`,
            lastFailureAt: sql`case when ${blocked} then ${t.lastFailureAt} else ${now} end`,
            blockedUntil: sql`case when ${blocked} then ${t.blockedUntil} else ${blockUntil(failures)} end`,
          },
        })
        .returning({ allowed: t.lastAllowed, blockedUntil: t.blockedUntil });
      return !row || row.allowed ? 0 : (row.blockedUntil ?? now) - now;
    },
    async release(key, how) {
      if (how === 'forget') await db.delete(t).where(eq(t.key, key));
      else
        await db
          .update(t)
          .set({ failures: sql`greatest(${t.failures} - 1, 0)`, blockedUntil: null })
          .where(eq(t.key, key));
    },
    async sweep(now) {
      await db
        .delete(t)
        .where(and(lte(t.lastFailureAt, now - FORGET_AFTER_MS), or(isNull(t.blockedUntil), lte(t.blockedUntil, now))));
    },
    async close() {},
  };
}

/** The same rule as the memory store, as one Lua script (Redis runs a script atomically). */
const RESERVE = `
local now, limit, base, max, forget, maxExponent = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local state = redis.call('HMGET', KEYS[1], 'failures', 'last', 'blocked')
local failures, last, blocked = tonumber(state[1]) or 0, tonumber(state[2]) or 0, tonumber(state[3]) or 0
if blocked > now then return blocked - now end
if last <= now - forget then failures = 0 end
failures = failures + 1
local blockedUntil = 0
if failures >= limit then blockedUntil = now + math.min(base * 2 ^ math.min(failures - limit, maxExponent), max) end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now, 'blocked', blockedUntil)
redis.call('PEXPIRE', KEYS[1], forget + max)
return 0`;

const UNDO = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures'))
if failures then redis.call('HSET', KEYS[1], 'failures', math.max(failures - 1, 0), 'blocked', 0) end
return 0`;

/** Each Redis command fails after this long: a sign-in never waits on a Redis that hangs. */
const REDIS_COMMAND_TIMEOUT_MS = 200;
/** A connection attempt fails after this long (an address that drops packets). */
const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** Reconnection waits 100 ms, 200 ms, 400 ms… then this long between attempts for as long as Redis is away. */
const REDIS_RECONNECT_MAX_MS = 1000;

/** A store that can say cheaply whether it answers: the resilient store probes it with `ping`. */
export interface ProbedAttemptStore extends AttemptStore {
  /** Resolves when the store answers; rejects (within its command timeout) when not. */
  ping(): Promise<void>;
}

/**
 * Keys live under `prefix` (tests use one of their own) and expire once forgotten. Every command
 * fails fast while Redis is away (no offline queue, no retry, a command timeout), and the client
 * keeps reconnecting in the background: `resilientAttemptStore` counts elsewhere meanwhile.
 * Resolves after the first connection attempt, whether it succeeded or not.
 */
export async function redisAttemptStore(url: string, prefix = 'console:attempts:'): Promise<ProbedAttemptStore> {
  // Loaded only where Redis is configured: at start-up it cost every process 0.08 s.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(100 * 2 ** (attempt - 1), REDIS_RECONNECT_MAX_MS),
  });
  // Connection errors also fail the commands, whose caller reports the outage once; without a
  // listener ioredis would print every failed reconnection as an unhandled error event.
  let connectionError: Error | undefined;
  redis.on('error', (error: Error) => (connectionError = error));
  redis.on('ready', () => (connectionError = undefined));
  await redis.connect().catch(() => undefined);
  /** Runs a command; refused while disconnected, it fails with why rather than with "Stream isn't writeable". */
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      if (redis.status === 'ready') throw error;
      throw new Error(`not connected: ${connectionError?.message ?? redis.status}`, { cause: error });
    }
  };
  return {
    async reserve(key, limit, now) {
      const args = [now, limit, BACKOFF_BASE_MS, BACKOFF_MAX_MS, FORGET_AFTER_MS, MAX_EXPONENT];
      return Number(await run(() => redis.eval(RESERVE, 1, prefix + key, ...args)));
    },
    async release(key, how) {
      await run(() => (how === 'forget' ? redis.del(prefix + key) : redis.eval(UNDO, 1, prefix + key)));
    },
    async sweep() {},
    async ping() {
      await run(() => redis.ping());
    },
    async close() {
      // QUIT needs a connection; without one, stop reconnecting.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** What the login throttle's Redis is doing, for `/ready`. */
export type RedisState = 'ok' | 'degraded';

export interface OpenedAttemptStore {
  store: AttemptStore;
  /** Redis's state; absent when the throttle does not use Redis. */
  redisState?: () => RedisState;
}

/** Where the outages of Redis are told (the app's logger). */
export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Redis when a URL is given, backed by PostgreSQL or memory while Redis is away (started degraded
 * when Redis does not answer at start-up, docs/decisions/036); else PostgreSQL, else (the embedded
 * database) memory.
 */
export async function openAttemptStore(
  redisUrl: string | undefined,
  database: Database,
  log: OutageLog,
): Promise<OpenedAttemptStore> {
  const local = database.driver === 'postgres' ? sqlAttemptStore(database.db) : memoryAttemptStore();
  if (!redisUrl) return { store: local };
  const fallbackName = database.driver === 'postgres' ? 'PostgreSQL' : 'memory';
  const store = await resilientAttemptStore(await redisAttemptStore(redisUrl), local, {
    onDegraded: (error) =>
      log.warn(
        `Redis does not answer (${reasonOf(error)}): the login throttle counts in ${fallbackName} until it does`,
      ),
    onRecovered: () => log.info('Redis answers again: the login throttle counts in Redis'),
  });
  return { store, redisState: store.state };
}
