/**
 * The live channel across two server processes on one PostgreSQL (docs/decisions/022-live-channel.md):
 * with STREAMS monitor streams open on process B, the time from a chat POST on process A until each
 * stream on B has the event (p50/p99 over every stream and post), and what an open stream costs B in
 * memory (resident set growth per stream). Needs BENCH_DATABASE_URL; `BENCH_ONLY=live` runs it alone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSseReader, LIVE_EVENTS } from '@console/shared';
import { liveApi } from '@console/shared/live/contract';
import { withFreshPostgres } from './api';
import type { Figure } from './report';
import { signIn } from '../e2e/support/console-process';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const POSTS = Number(process.env.BENCH_LIVE_POSTS ?? 50);
const P99_TARGET_MS = 1000;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Resident set size of a process, in bytes. */
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The production server itself (not through `npm start`), so its memory is its own. */
async function startProcess(
  root: string,
  port: number,
  databaseUrl: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      MONITOR_SIMULATOR: '0',
      LOGIN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 600 && !output.includes('Console ready'); i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, child };
}

/** A monitor stream that reports when each chat message arrives. */
async function openMonitor(
  url: string,
  token: string,
  onChat: (id: number, at: number) => void,
): Promise<AbortController> {
  const controller = new AbortController();
  const response = await fetch(`${url}/member-api${liveApi.stream.path}?watch=monitor`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = createSseReader();
  const decoder = new TextDecoder();
  const body = response.body.getReader();
  void (async () => {
    try {
      for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) {
        const at = performance.now();
        for (const event of reader.push(decoder.decode(chunk.value, { stream: true }))) {
          if (event.event === LIVE_EVENTS.chat) onChat((JSON.parse(event.data) as { id: number }).id, at);
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  return controller;
}

export async function measureLive(options: {
  root: string;
  port: number;
  postgresUrl: string | undefined;
}): Promise<Figure[]> {
  if (!options.postgresUrl) {
    console.log('BENCH_DATABASE_URL not set: live channel figures skipped');
    return [];
  }
  const { status } = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../scripts/build-server.mjs', import.meta.url)), '--if-stale'],
    { cwd: options.root, stdio: 'inherit' },
  );
  if (status !== 0) throw new Error('the server build failed');
  console.log(`Live channel: ${STREAMS} streams on process B, chat posted on process A…`);
  return withFreshPostgres(options.postgresUrl, async (databaseUrl) => {
    const a = await startProcess(options.root, options.port, databaseUrl);
    const b = await startProcess(options.root, options.port + 1, databaseUrl);
    const streams: AbortController[] = [];
    try {
      const token = await signIn(a.url, 'admin', 'admin');
      const arrivals = new Map<number, number[]>();
      const onChat = (id: number, at: number) => arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
      // A few streams first, so the growth counts streams, not the first stream's code paths.
      for (let i = 0; i < 5; i++) streams.push(await openMonitor(b.url, token, onChat));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = rss(b.child.pid ?? 0);
      for (let i = 5; i < STREAMS; i++) streams.push(await openMonitor(b.url, token, onChat));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const perStream = (rss(b.child.pid ?? 0) - before) / (STREAMS - 5);

      const latencies: number[] = [];
      for (let i = 0; i < POSTS; i++) {
        const posted = performance.now();
        const response = await fetch(`${a.url}/member-api/api/chat/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content: `bench ${i}` }),
        });
        const { data } = (await response.json()) as { data: { id: number } };
        for (let wait = 0; (arrivals.get(data.id)?.length ?? 0) < STREAMS && wait < 500; wait++)
          await new Promise((resolve) => setTimeout(resolve, 10));
        const heard = arrivals.get(data.id) ?? [];
        if (heard.length < STREAMS) throw new Error(`only ${heard.length} of ${STREAMS} streams heard post ${i}`);
        latencies.push(...heard.map((at) => at - posted));
      }
      latencies.sort((x, y) => x - y);
      const p50 = percentile(latencies, 50);
      const p99 = percentile(latencies, 99);
      console.log(
        `  fan-out A → B, ${STREAMS} streams: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; ${(perStream / 1024).toFixed(1)} KiB per open stream`,
      );
      return [
        {
          group: 'live',
          name: `fan-out p50, POST on A → event on B, ${STREAMS} streams`,
          value: Math.round(p50 * 10) / 10,
          unit: 'ms',
          better: 'lower',
        },
        {
          group: 'live',
          name: `fan-out p99, POST on A → event on B, ${STREAMS} streams`,
          value: Math.round(p99 * 10) / 10,
          unit: 'ms',
          target: P99_TARGET_MS,
          better: 'lower',
        },
        {
          group: 'live',
          name: 'memory per open stream (RSS growth of B)',
          value: Math.round((perStream / 1024) * 10) / 10,
          unit: 'KiB',
          better: 'lower',
        },
      ];
    } finally {
      for (const stream of streams) stream.abort();
      for (const server of [a, b]) server.child.kill('SIGTERM');
      await Promise.all(
        [a, b].map(
          (server) =>
            new Promise((resolve) =>
              server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve),
            ),
        ),
      );
    }
  });
}
