/**
 * Databases of their own on the PostgreSQL server of TEST_DATABASE_URL, for the server tests and
 * the browser suite: created empty or cloned from a template with `CREATE DATABASE … TEMPLATE`,
 * and dropped. Only `pg` is imported here, so the browser suite's set-up can use it too.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the maintenance connection of `serverUrl`. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database name on the server, after its database, so runs that share a server tell theirs apart. */
export function databaseName(serverUrl: string, purpose: string): string {
  return `${new URL(serverUrl).pathname.slice(1) || 'console_test'}_${purpose}_${randomBytes(6).toString('hex')}`;
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface PostgresDatabase {
  name: string;
  url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** A new database on the server of `serverUrl`, empty or cloned from `template`. */
export async function createPostgresDatabase(
  serverUrl: string,
  purpose: string,
  template?: string,
): Promise<PostgresDatabase> {
  const name = databaseName(serverUrl, purpose);
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
