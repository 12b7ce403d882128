/**
 * One database API for both drivers: PGlite (embedded, in a worker thread) by default,
 * PostgreSQL through `pg` when a URL is given. Migrations run on open.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { PgliteWorkerClient } from './pglite-worker-client';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (for connections of their own, such as the live bus's listener); null when embedded. */
  readonly url: string | null;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Its connections now, and the queries waiting for one (the metrics). */
  connections(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseOptions = (
  | { driver: 'postgres'; url: string }
  | {
      driver: 'pglite';
      dataDir: string | null;
      /** An in-memory database's starting content (`dataDir` null): a dump of a data directory. */
      snapshot?: SharedArrayBuffer;
    }
) & {
  /** Told when the database connection fails while idle (PostgreSQL) or its worker restarts (PGlite). */
  onTrouble?: (message: string) => void;
};

/** Embedded transactions block the whole database: one idle this long is rolled back. */
const TRANSACTION_IDLE_MS = 30_000;

/**
 * A connection that the server ends (a restart, a failover) must not crash the process. An idle
 * one is reported and replaced on the next query; one checked out between two queries (inside a
 * transaction) emits its error on itself, where nothing listens: the query it runs next fails
 * instead, and that request answers 503. Measured by `npm run chaos`, which once lost a process so.
 */
export function survivesServerEnd(pool: pg.Pool, report: (message: string) => void): void {
  pool.on('error', (error) => report(error.message));
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/**
 * Processes starting together on one database take turns to migrate it: two concurrent
 * migrations both create the same types and tables, and one of them fails.
 */
const MIGRATION_LOCK_ID = 7_310_000;

async function openPostgres(url: string, onTrouble?: (message: string) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  survivesServerEnd(pool, (message) => onTrouble?.(`an idle PostgreSQL connection failed: ${message}`));
  const db = drizzlePg(pool, { schema });
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    lock.release();
  } catch (error) {
    // Closing the connection releases the lock, whatever failed.
    lock.release(true);
    await pool.end();
    throw error;
  }
  return {
    db,
    driver: 'postgres',
    url,
    ping: async () => void (await db.execute(sql`select 1`)),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string | null,
  snapshot: SharedArrayBuffer | undefined,
  onTrouble?: (message: string) => void,
): Promise<Database> {
  const unlock = dataDir === null ? () => undefined : lockDataDir(dataDir);
  try {
    const client = await PgliteWorkerClient.open({
      dataDir: dataDir === null ? null : join(dataDir, 'pglite'),
      snapshot,
      transactionIdleMs: TRANSACTION_IDLE_MS,
      onRestart: (reason) => onTrouble?.(`${reason}; restarting it`),
    });
    // The proxy implements the part of PGlite's API that drizzle's session calls.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      driver: 'pglite',
      url: null,
      ping: async () => void (await db.execute(sql`select 1`)),
      // One connection, which runs one query at a time: the rest wait in the worker's queue.
      connections: () => ({
        total: 1,
        idle: client.inFlight === 0 ? 1 : 0,
        waiting: Math.max(client.inFlight - 1, 0),
      }),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres'
    ? openPostgres(options.url, options.onTrouble)
    : openPglite(options.dataDir, options.snapshot, options.onTrouble);
}
