/**
 * The console's production build as a process of its own on loopback, for the browser suite:
 * `startConsole` resolves once it listens and answers with its URL. `signIn` serves the bench too.
 */
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_BUILD = fileURLToPath(new URL('../../apps/server/dist/server.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Variables of the caller's environment that would choose another database or store. */
const OWN_CHOICES = new Set(['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PORT']);

export interface ConsoleProcess {
  url: string;
  /** Stops the process (SIGTERM: a graceful shutdown; SIGKILL when its data is thrown away anyway). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ConsoleOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  env?: Record<string, string>;
  /** Where the process's log goes once it is ready (it is dropped otherwise). */
  logFile?: string;
}

/** A database a console runs on, and how to throw it away. */
export interface ConsoleDatabase {
  options: Pick<ConsoleOptions, 'dataDir' | 'databaseUrl'>;
  remove(): Promise<void>;
}

/** A new embedded data directory, empty or a copy of `template`'s. */
export function dataDirDatabase(prefix: string, template?: string): ConsoleDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  if (template) cpSync(template, dataDir, { recursive: true });
  return { options: { dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Starts a console on `database`, which is removed if the console does not start. */
export async function startConsoleOn(
  database: ConsoleDatabase,
  options: Omit<ConsoleOptions, 'dataDir' | 'databaseUrl'>,
): Promise<ConsoleProcess> {
  try {
    return await startConsole({ ...database.options, ...options });
  } catch (error) {
    await database.remove();
    throw error;
  }
}

/** Starts `apps/server/dist/server.mjs` (build it first) with demo data on an empty database. */
export function startConsole({
  dataDir,
  databaseUrl,
  port = 0,
  env = {},
  logFile,
}: ConsoleOptions): Promise<ConsoleProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !OWN_CHOICES.has(name)));
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUILD], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...(dataDir && { DATA_DIR: dataDir }),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let printed = '';
    const streams = [child.stdout, child.stderr];
    const onOutput = (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /Console ready at (http:\/\/\S+)/.exec(printed)?.[1];
      if (!url) return;
      const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
      for (const stream of streams) {
        stream.off('data', onOutput);
        if (log) stream.pipe(log, { end: false });
        else stream.resume();
      }
      resolve({ url, stop });
    };
    for (const stream of streams) stream.on('data', onOutput);
    child.once('exit', (code) => reject(new Error(`The console exited with ${code} before it was ready:\n${printed}`)));
  });
}

/** A session token of an account, from the sign-in endpoint. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/member-api/member/web/cacheLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { code: number; data: string };
  if (body.code !== 20000) throw new Error(`The sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return body.data;
}
