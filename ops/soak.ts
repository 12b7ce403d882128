/**
 * `npm run soak`: steady mixed load on the cluster of `npm run cluster` for `SOAK_MINUTES` (30), on
 * a PostgreSQL server and a Redis of its own (ops/services.ts), all on loopback (README, "Soak").
 * Every minute it reads each process's resident memory and heap from its `/metrics`; at the end it
 * prints them, their slope over the last 20 minutes (least squares, MiB per minute) and the
 * requests, failures and latencies of each minute. It fails (exit 1) when a request failed.
 *
 * The load is paced, not flat out: `SOAK_RATE` requests a second (40) of profiles, list pages,
 * task lists, wallet recharges (each with its idempotency key), chat messages and sign-ins, and
 * `SOAK_STREAMS` (50) live streams watching the chat. A leak shows as a slope, not as a crash.
 *
 *   SOAK_PORT     nginx's port (8095); PostgreSQL and Redis take the two ports after it
 */
import { buildIfStale, startCluster, type Cluster } from './cluster';
import { liveStream, login, percentile, Recorder, signIn, sleep } from './load';
import { privatePostgres, privateRedis } from './services';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const STREAMS = Number(process.env.SOAK_STREAMS ?? 50);
const PORT = Number(process.env.SOAK_PORT ?? 8095);
/** The window the memory's slope is computed over, in minutes. */
const SLOPE_MINUTES = 20;
const METRICS_TOKEN = 'soak-metrics-token';
const MiB = 2 ** 20;

interface MemorySample {
  minute: number;
  /** Per process, in the cluster's order. */
  rss: number[];
  heap: number[];
}

/** A gauge's value in Prometheus's text format. */
function gauge(text: string, name: string): number {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`/metrics has no ${name}`);
  return Number(match[1]);
}

async function memoryOf(cluster: Cluster, minute: number): Promise<MemorySample> {
  const texts = await Promise.all(
    cluster.nodes.map((node) =>
      fetch(`http://127.0.0.1:${node.port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
        (response) => response.text(),
      ),
    ),
  );
  return {
    minute,
    rss: texts.map((text) => gauge(text, 'process_resident_memory_bytes')),
    heap: texts.map((text) => gauge(text, 'nodejs_heap_size_used_bytes')),
  };
}

/** The least-squares slope of `points` ([x, y]), y per x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return covariance / variance;
}

/** The requests of the mix, by weight: reads mostly, some writes and sign-ins. */
function requestMix(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let n = 0;
  const get = (path: string) => () => fetch(`${url}/member-api${path}`, { headers });
  const post =
    (path: string, body: unknown, extra: Record<string, string> = {}) =>
    () =>
      fetch(`${url}/member-api${path}`, {
        method: 'POST',
        headers: { ...headers, ...extra },
        body: JSON.stringify(body),
      });
  const mix: [weight: number, label: string, send: () => () => Promise<Response>][] = [
    [35, 'GET profile', () => get('/api/user/info')],
    [25, 'GET policies', () => get(`/api/list/policy?current=${(n % 20) + 1}&pageSize=20`)],
    [15, 'GET tasks', () => get(`/api/project/task/list?current=${(n % 10) + 1}&pageSize=20`)],
    [
      10,
      'POST recharge',
      () =>
        post(
          '/api/user/account/recharge',
          { amount: 1, channel: 'alipay' },
          { 'idempotency-key': `soak-${process.pid}-${n}` },
        ),
    ],
    [10, 'POST chat', () => post('/api/chat/messages', { content: `soak ${n}` })],
    [5, 'sign-in', () => () => login(url, 'user')],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return (): [string, () => Promise<Response>] => {
    n++;
    let pick = (n * 37) % total;
    for (const [weight, label, send] of mix) {
      if (pick < weight) return [label, send()];
      pick -= weight;
    }
    throw new Error('unreachable');
  };
}

async function soak(cluster: Cluster): Promise<number> {
  const { url } = cluster;
  const recorder = new Recorder();
  const token = await signIn(url, 'admin');
  let stopped = false;
  const streams = Array.from({ length: STREAMS }, () =>
    liveStream(url, token, () => stopped, { timeoutMs: (MINUTES + 5) * 60_000 }),
  );
  while (streams.some((stream) => !stream.open())) await sleep(100);
  console.log(`${STREAMS} live streams open; ${RATE} requests a second for ${MINUTES} minutes`);

  const next = requestMix(url, token);
  const started = performance.now();
  const samples: MemorySample[] = [await memoryOf(cluster, 0)];
  const inFlight = new Set<Promise<unknown>>();
  for (let sent = 0; ; sent++) {
    const elapsed = performance.now() - started;
    const minute = Math.floor(elapsed / 60_000);
    if (minute >= MINUTES) break;
    if (minute >= samples.length) {
      samples.push(await memoryOf(cluster, minute));
      const last = samples.at(-1)!;
      console.log(
        `minute ${minute}: RSS ${last.rss.map((bytes) => (bytes / MiB).toFixed(0)).join(' / ')} MiB, heap ${last.heap.map((bytes) => (bytes / MiB).toFixed(0)).join(' / ')} MiB`,
      );
    }
    recorder.phase = String(minute + 1);
    const [label, send] = next();
    const request = recorder.request(label, send);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
    // Paced from the start, so a slow answer does not lower the rate.
    const due = started + ((sent + 1) * 1000) / RATE;
    await sleep(Math.max(0, due - performance.now()));
  }
  await Promise.all(inFlight);
  samples.push(await memoryOf(cluster, MINUTES));
  stopped = true;

  console.log('\n| minute | requests | failed | p50 ms | p99 ms |\n|---|---|---|---|---|');
  for (let minute = 1; minute <= MINUTES; minute++) {
    const inMinute = recorder.samples.filter((sample) => sample.phase === String(minute));
    const ms = inMinute.map((sample) => sample.ms);
    console.log(
      `| ${minute} | ${inMinute.length} | ${inMinute.filter((sample) => !sample.ok).length} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} |`,
    );
  }
  const window = samples.filter((sample) => sample.minute >= MINUTES - SLOPE_MINUTES);
  console.log(
    `\n| process | RSS start → end MiB | RSS slope, last ${Math.min(SLOPE_MINUTES, MINUTES)} min (MiB/min) | heap start → end MiB | heap slope (MiB/min) |\n|---|---|---|---|---|`,
  );
  cluster.nodes.forEach((node, i) => {
    const series = (of: (sample: MemorySample) => number[]) => ({
      first: of(samples[0]!)[i]! / MiB,
      last: of(samples.at(-1)!)[i]! / MiB,
      slope: slope(window.map((sample) => [sample.minute, of(sample)[i]! / MiB])),
    });
    const rss = series((sample) => sample.rss);
    const heap = series((sample) => sample.heap);
    console.log(
      `| ${node.port} | ${rss.first.toFixed(0)} → ${rss.last.toFixed(0)} | ${rss.slope.toFixed(2)} | ${heap.first.toFixed(0)} → ${heap.last.toFixed(0)} | ${heap.slope.toFixed(2)} |`,
    );
  });
  const reconnects = streams.reduce((sum, stream) => sum + stream.reconnects(), 0);
  console.log(`\nlive streams: ${STREAMS}, ${reconnects} reconnections`);
  for (const failure of recorder.failures.slice(0, 20)) console.log(`  ${failure.text}`);
  const failed = recorder.failures.length;
  console.log(failed ? `\nFAILED: ${failed} requests failed` : '\nPASSED');
  return failed ? 1 : 0;
}

async function main(): Promise<number> {
  const postgres = privatePostgres(PORT + 1);
  const redis = privateRedis(PORT + 2);
  let cluster: Cluster | undefined;
  try {
    await Promise.all([postgres.start(), redis.start()]);
    cluster = await startCluster({
      port: PORT,
      env: {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        SEED_DEMO: '1',
        MONITOR_SIMULATOR: '0',
        LOG_LEVEL: 'error',
        METRICS_TOKEN,
        // The mix signs in every few seconds from one address.
        LOGIN_ADDRESS_RATE_LIMIT: '100000',
      },
    });
    return await soak(cluster);
  } finally {
    await cluster?.stop();
    await Promise.all([postgres.remove(), redis.remove()]);
  }
}

const timer = setTimeout(
  () => {
    console.error(`soak: still running ${MINUTES + 10} minutes after the start; giving up`);
    process.exit(1);
  },
  (MINUTES + 10) * 60_000,
);
timer.unref();
buildIfStale();
process.exitCode = await main();
