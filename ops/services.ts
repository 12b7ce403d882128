/**
 * A PostgreSQL server and a Redis of the fault test's own (ops/chaos.ts): on loopback ports of their
 * own, in a folder of their own, so the test may stop and start them without touching the
 * machine's. The PostgreSQL binaries are Debian's (`postgresql` package); as root, the server runs
 * as the `postgres` user, which PostgreSQL requires.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exitOf, redisAnswers } from './cluster';
import { sleep } from './load';

export interface Service {
  url: string;
  /** Stops it (PostgreSQL: a fast shutdown, which ends every connection) and waits until it has. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers. */
  start(): Promise<void>;
  /** Stops it and throws its data away. */
  remove(): Promise<void>;
}

/** The newest installed PostgreSQL's programs. */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(join(base, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return join(base, versions[0], 'bin');
}

/** A PostgreSQL server of its own on `port`, trust auth, its database `postgres`. */
export function privatePostgres(port: number): Service {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'console-chaos-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed:\n${result.stdout}${result.stderr}`);
  };
  if (asRoot) {
    const postgres = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(postgres.stdout.trim());
    chownSync(dir, uid, uid);
  }
  const data = join(dir, 'data');
  // No fsync: the data is thrown away, and a restart is a clean shutdown, not a crash.
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  const service: Service = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']),
    stop: async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove: async () => {
      await service.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return service;
}

/** A Redis of its own on `port`, keeping nothing on disk. */
export function privateRedis(port: number): Service {
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const service: Service = {
    url,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      child = started;
      for (let waited = 0; !(await redisAnswers(url)); waited += 100) {
        if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
        if (waited > 10_000) throw new Error(`redis-server on ${port} does not answer`);
        await sleep(100);
      }
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exitOf(child);
      child = undefined;
    },
    remove: () => service.stop(),
  };
  return service;
}
