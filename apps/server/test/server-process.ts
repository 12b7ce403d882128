/** Real server processes, from the production build (built by test/global-setup.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { Envelope } from '@console/shared';
import { createPostgresDatabase } from './helper';

export const SERVER_BUILD = fileURLToPath(new URL('../dist/server.mjs', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves with the URL the server printed once ready. */
  ready: () => Promise<string>;
}

/** Variables of the test runner's environment that would choose another database or store than the test's. */
const OWN_CHOICES = ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR'];

/** Starts `node dist/server.mjs` on a free port with the test defaults and `env` on top. */
export function startServer(env: Record<string, string>): ServerProcess {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !OWN_CHOICES.includes(name)));
  const child = spawn(process.execPath, [SERVER_BUILD], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'test/no-web-build',
      MONITOR_SIMULATOR: '0',
      ...env,
    },
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async () => {
    for (let i = 0; i < 600; i++) {
      const url = /Console ready at (http:\/\/\S+)/.exec(text)?.[1];
      if (url) return url;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not start:\n${text}`);
  };
  return { child, output: () => text, exited, ready };
}

/** A client of one running server: JSON in, status and envelope out. */
export function apiClient(base: string) {
  return async <T = unknown>(
    method: string,
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ) => {
    const response = await fetch(`${base}/member-api${path}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/**
 * `count` server processes started at once on one fresh PostgreSQL database with the demo data
 * (and `env` on top), for the suite it is called in: they are stopped and the database dropped
 * after it. `urls` and `databaseUrl` are filled before the first test.
 */
export function useServersOnPostgres(count: number, env: Record<string, string> = {}) {
  const servers: ServerProcess[] = [];
  const state = { urls: [] as string[], databaseUrl: '' };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    state.databaseUrl = database.url;
    for (let i = 0; i < count; i++) servers.push(startServer({ DATABASE_URL: database.url, SEED_DEMO: '1', ...env }));
    state.urls = await Promise.all(servers.map((server) => server.ready()));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await drop?.();
  });
  return state;
}
