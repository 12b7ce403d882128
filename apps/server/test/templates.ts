/**
 * The demo database, migrated and seeded once per test run (test/global-setup.ts): an embedded
 * data directory to copy, its dump to open in memory, and a PostgreSQL database to clone with
 * `CREATE DATABASE … TEMPLATE`. A fresh database with its migrations and seed took about 5 s; a
 * copied directory about 1.8 s (1 s of it the copy), the dump 0.7 s, and its queries run in half
 * the time of the ones on a directory (docs/testing.md).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/seed';
import { createPostgresDatabase, type PostgresDatabase } from './postgres-databases';

export interface TemplateNames {
  /** A DATA_DIR holding the seeded embedded database; copy it, never open it. */
  dataDir: string;
  /** The same database dumped by PGlite's `dumpDataDir` (a tar), for in-memory copies. */
  snapshot: string;
  /** The seeded PostgreSQL template database, on the server of TEST_DATABASE_URL. */
  postgres: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplates: TemplateNames;
  }
}

/** What every test app's configuration asks of the demo seed (test/helper.ts, `testConfig`). */
const DEMO = { seedDemo: true, initialAdmin: undefined };
const quiet = { info: () => undefined, warn: () => undefined };

async function seed(database: Database): Promise<void> {
  try {
    const result = await seedDatabase(database.db, DEMO, quiet);
    if (result !== 'demo') throw new Error(`The demo template was not seeded (${result})`);
  } finally {
    await database.close();
  }
}

/** Writes the embedded database of `dataDir` as a tar to `file`. */
async function dump(dataDir: string, file: string): Promise<void> {
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    const tar = await pglite.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await tar.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

export async function prepareTemplates(): Promise<{ names: TemplateNames; remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-template-'));
  const snapshot = `${dataDir}.tar`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgres: PostgresDatabase | undefined;
  const remove = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshot, { force: true });
    await postgres?.drop();
  };
  try {
    const embedded = openDatabase({ driver: 'pglite', dataDir })
      .then(seed)
      .then(() => dump(dataDir, snapshot));
    if (serverUrl) {
      postgres = await createPostgresDatabase(serverUrl, 'template');
      await seed(await openDatabase({ driver: 'postgres', url: postgres.url }));
    }
    await embedded;
  } catch (error) {
    await remove();
    throw error;
  }
  return { names: { dataDir, snapshot, postgres: postgres?.name ?? null }, remove };
}

/** A new DATA_DIR with a copy of the demo database; the caller removes it. */
export function copyDataDir(template: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'console-data-'));
  cpSync(template, copy, { recursive: true });
  return copy;
}

const snapshots = new Map<string, SharedArrayBuffer>();

/** The dump at `file`, in memory that threads share: read once per process. */
export function sharedSnapshot(file: string): SharedArrayBuffer {
  let shared = snapshots.get(file);
  if (!shared) {
    const bytes = readFileSync(file);
    shared = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(shared).set(bytes);
    snapshots.set(file, shared);
  }
  return shared;
}
