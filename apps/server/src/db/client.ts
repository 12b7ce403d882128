/**
 * One database API for both drivers: PGlite (embedded, in a worker thread) by default,
 * PostgreSQL through `pg` when a URL is given. Migrations run on open.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { PgliteWorkerClient } from './pglite-worker-client';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string }
  | { driver: 'pglite'; dataDir: string | null; onWorkerRestart?: (reason: string) => void };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Embedded transactions block the whole database: one idle this long is rolled back. */
const TRANSACTION_IDLE_MS = 30_000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    db,
    driver: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, onWorkerRestart?: (reason: string) => void): Promise<Database> {
  const unlock = dataDir === null ? () => undefined : lockDataDir(dataDir);
  try {
    const client = await PgliteWorkerClient.open({
      dataDir: dataDir === null ? null : join(dataDir, 'pglite'),
      transactionIdleMs: TRANSACTION_IDLE_MS,
      onRestart: onWorkerRestart,
    });
    // The proxy implements the part of PGlite's API that drizzle's session calls.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      driver: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
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
  return options.driver === 'postgres' ? openPostgres(options.url) : openPglite(options.dataDir, options.onWorkerRestart);
}
