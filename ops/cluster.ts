/**
 * `npm run cluster`: the deployment shape of deploy/ on this machine (README, "Deployment"):
 * nginx on one port in front of three console processes on one PostgreSQL, with Redis for the
 * login throttle. Everything listens on loopback, and everything it started stops on Ctrl-C.
 *
 *   CLUSTER_PORT   nginx's port (8080)
 *   DATABASE_URL   the PostgreSQL to use (else a database `console_cluster` on 127.0.0.1:5432,
 *                  created when missing)
 *   REDIS_URL      the Redis to use (else 127.0.0.1:6379 when it answers, else none)
 *
 * Other settings (SEED_DEMO, LOG_LEVEL, SHUTDOWN_*) pass through to the processes. `startCluster`
 * is what the fault test (`npm run chaos`) drives.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(fileURLToPath(import.meta.url), '../..');
const SERVER = join(root, 'apps/server/dist/server.mjs');
const UPSTREAM_CONF = join(root, 'deploy/nginx/console-upstream.conf');
const SITE_CONF = join(root, 'deploy/nginx/console-site.conf');
/** The ports deploy/nginx/console-upstream.conf names. */
export const NODE_PORTS = [3001, 3002, 3003] as const;
/** The local PostgreSQL server (trust auth), without a database. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const READY_TIMEOUT_MS = 60_000;

export interface ClusterNode {
  port: number;
  /** Starts the process (again) and waits until `/ready` answers 200. */
  start(): Promise<void>;
  /** Sends the signal and waits for the process to exit; its exit code, or null when killed. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  running(): boolean;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  nodes: ClusterNode[];
  /** What nginx logged at `warn` and above so far. */
  nginxErrors(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something answers a Redis PING at the address. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** The local database of the cluster, created when missing. */
async function localDatabase(): Promise<string> {
  const name = 'console_cluster';
  const client = new pg.Client({ connectionString: `${LOCAL_POSTGRES}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return `${LOCAL_POSTGRES}/${name}`;
}

async function waitReady(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${url} exited before it was ready`);
    const status = await fetch(`${url}/member-api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`${url} not ready within ${READY_TIMEOUT_MS} ms`);
}

function prefixLines(child: ChildProcess, label: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
}

/** The process's exit code once it has exited (null when a signal ended it). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function consoleNode(port: number, env: NodeJS.ProcessEnv): ClusterNode {
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    port,
    running,
    async start() {
      if (running()) return;
      const started = spawn(process.execPath, ['--enable-source-maps', SERVER], {
        cwd: root,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      prefixLines(started, `node ${port}`);
      await waitReady(`http://127.0.0.1:${port}`, () => started.exitCode !== null || started.signalCode !== null);
    },
    async stop(signal = 'SIGTERM') {
      if (!child || !running()) return child?.exitCode ?? null;
      child.kill(signal);
      return exitOf(child);
    },
  };
}

/** nginx's own configuration around deploy/'s two files: its files in `dir`, listening on `port` on loopback. */
function nginxConfig(dir: string, port: number): string {
  const site = readFileSync(SITE_CONF, 'utf8').replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
  if (!site.includes(`listen 127.0.0.1:${port};`)) throw new Error(`${SITE_CONF} has no "listen 80;" to replace`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  return [
    // As root, nginx's workers would otherwise switch to `nobody`, which cannot use this folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 2;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'daemon off;',
    'events { worker_connections 4096; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    temp,
    `  include ${UPSTREAM_CONF};`,
    site,
    '}',
    '',
  ].join('\n');
}

function startNginx(dir: string, port: number): { process: ChildProcess; ready: Promise<void> } {
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port));
  const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', conf], {
    encoding: 'utf8',
  });
  if (check.error) throw new Error(`nginx is not installed (apt-get install -y nginx): ${check.error.message}`);
  if (check.status !== 0) throw new Error(`nginx refuses its configuration:\n${check.stderr}`);
  const child = spawn('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child, 'nginx');
  return { process: child, ready: waitReady(`http://127.0.0.1:${port}`, () => child.exitCode !== null) };
}

/** Makes the builds `npm start` makes when they are missing or stale; exits when one fails. */
export function buildIfStale(): void {
  for (const build of [['scripts/build-web.mjs'], ['scripts/build-server.mjs', '--if-stale']]) {
    const { status } = spawnSync(process.execPath, build, { cwd: root, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}

export async function startCluster(options: { port?: number; env?: NodeJS.ProcessEnv } = {}): Promise<Cluster> {
  const port = options.port ?? Number(process.env.CLUSTER_PORT ?? 8080);
  const given = { ...process.env, ...options.env };
  const databaseUrl = given.DATABASE_URL ?? (await localDatabase());
  const redisUrl = given.REDIS_URL ?? ((await redisAnswers(LOCAL_REDIS)) ? LOCAL_REDIS : undefined);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ...given,
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    TRUST_PROXY: '1',
  };
  const dir = mkdtempSync(join(tmpdir(), 'console-cluster-'));
  const nodes = NODE_PORTS.map((nodePort) => consoleNode(nodePort, env));
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all([...nodes.map((node) => node.stop('SIGTERM')), nginx ? exitOf(nginx) : undefined]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The first migrates and seeds; the others then find the database ready.
    const [first, ...others] = nodes;
    await first?.start();
    await Promise.all(others.map((node) => node.start()));
    const started = startNginx(dir, port);
    nginx = started.process;
    await started.ready;
  } catch (error) {
    await stop();
    throw error;
  }
  const nginxErrors = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  return { url: `http://127.0.0.1:${port}`, databaseUrl, redisUrl, nodes, nginxErrors, stop };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildIfStale();
  const cluster = await startCluster();
  console.log(
    [
      '',
      `  Cluster ready at ${cluster.url}`,
      `  nginx → ${NODE_PORTS.map((p) => `127.0.0.1:${p}`).join(', ')}`,
      `  PostgreSQL: ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`,
      `  Redis: ${cluster.redisUrl ?? 'none (the login throttle counts in PostgreSQL)'}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('Stopping the cluster…');
      void cluster.stop().then(() => process.exit(0));
    });
}
