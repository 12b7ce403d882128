/**
 * `npm run chaos`: faults under load on the cluster of `npm run cluster` (README, "Faults under
 * load"), on a PostgreSQL server and a Redis of its own (ops/services.ts), thrown away at the end.
 * Everything goes to loopback.
 *
 * The load, all through nginx: readers of the profile and of list pages, sign-ins, a writer that
 * recharges a wallet (each with an idempotency key, retried with the same key until acknowledged)
 * and posts to the live studio's chat, and `CHAOS_STREAMS` (200) live streams watching that chat,
 * which reconnect with `Last-Event-ID` as a browser does. The faults, in turn: a rolling restart of
 * the three processes (SIGTERM, then start again); `kill -9` of one, which then starts again; a
 * restart of PostgreSQL, down for `CHAOS_DOWN_MS`; Redis stopped for as long, then started again.
 *
 * It fails (exit 1) when a request failed during the rolling restart, an acknowledged write cannot
 * be read back, the wallet's ledger does not sum to its balance, or a stream missed a chat event;
 * when, with PostgreSQL away, an answer was anything but a 503 with the envelope, a process exited,
 * or one took more than 5 s to answer again once it was back; and when, with Redis away, a request
 * failed or the login throttle let a guess past its limit.
 *
 *   CHAOS_PORT      nginx's port (8091); PostgreSQL and Redis take the two ports after it
 *   CHAOS_DOWN_MS   how long PostgreSQL and Redis stay away (3000)
 *   CHAOS_STREAMS   live streams (200)
 *   CHAOS_STEADY_MS load before, between and after the faults (3000)
 */
import { LIVE_EVENTS } from '@console/shared';
import pg from 'pg';
import { buildIfStale, startCluster, type Cluster } from './cluster';
import { liveStream, login, percentile, Recorder, signIn, sleep } from './load';
import { privatePostgres, privateRedis, type Service } from './services';

const PORT = Number(process.env.CHAOS_PORT ?? 8091);
const STREAMS = Number(process.env.CHAOS_STREAMS ?? 200);
const STEADY_MS = Number(process.env.CHAOS_STEADY_MS ?? 3000);
const DOWN_MS = Number(process.env.CHAOS_DOWN_MS ?? 3000);
/** How soon every process must answer again once PostgreSQL is back. */
const RECOVERY_MS = 5000;
/** The login throttle's failures allowed per account and address (the server's default). */
const LOGIN_RATE_LIMIT = 10;
const READERS = 6;
/** How long the streams may take, once the load stops, to have every event. */
const CATCH_UP_MS = 10_000;
/** A fault with the cluster still not answering after this long fails the run rather than hanging it. */
const PHASE_TIMEOUT_MS = 120_000;

/** How long a process takes to answer a read of the database again, polled every 50 ms. */
async function untilAnswering(port: number, token: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/member-api/api/user/info`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(2000),
    }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return performance.now() - started;
    if (performance.now() - started > PHASE_TIMEOUT_MS) throw new Error(`node ${port} does not answer again`);
    await sleep(50);
  }
}

/** Wrong passwords for `guest` until one is refused with 429: the attempt refused, or null when none was. */
async function guessesUntilRefused(url: string): Promise<number | null> {
  for (let attempt = 1; attempt <= LOGIN_RATE_LIMIT + 1; attempt++) {
    const response = await login(url, 'guest', `wrong-${attempt}`);
    if (response.status === 429) return attempt;
  }
  return null;
}

interface Services {
  postgres: Service;
  redis: Service;
}

/** What the faults measured beside the clients' requests. */
interface FaultFindings {
  /** Each process's time to answer again once PostgreSQL was back, in ms. */
  recoveryMs: number[];
  /** Processes that exited while PostgreSQL was away. */
  exited: number[];
  /** The guess the throttle refused while Redis was away (null: none was). */
  refusedGuess: number | null;
}

async function runFaults(
  cluster: Cluster,
  services: Services,
  recorder: Recorder,
  adminToken: string,
): Promise<FaultFindings> {
  const [, second] = cluster.nodes;
  await sleep(STEADY_MS);
  const announce = (phase: string) => {
    recorder.phase = phase;
    console.log(`${new Date().toISOString()} ${phase}`);
  };
  announce('rolling restart');
  for (const node of cluster.nodes) {
    const code = await node.stop('SIGTERM');
    if (code !== 0) throw new Error(`node ${node.port} exited with ${code} on SIGTERM`);
    await node.start();
  }
  announce('steady');
  await sleep(STEADY_MS);
  announce('kill -9');
  await second?.stop('SIGKILL');
  await sleep(1000);
  await second?.start();
  announce('steady');
  await sleep(STEADY_MS);

  announce('postgres away');
  await services.postgres.stop();
  await sleep(DOWN_MS);
  await services.postgres.start();
  const recoveryMs = await Promise.all(cluster.nodes.map((node) => untilAnswering(node.port, adminToken)));
  const exited = cluster.nodes.filter((node) => !node.running()).map((node) => node.port);
  announce('steady');
  await sleep(STEADY_MS);

  announce('redis away');
  await services.redis.stop();
  const refusedGuess = await guessesUntilRefused(cluster.url);
  await sleep(DOWN_MS);
  await services.redis.start();
  announce('steady');
  await sleep(STEADY_MS);
  return { recoveryMs, exited, refusedGuess };
}

async function main(): Promise<number> {
  const services: Services = { postgres: privatePostgres(PORT + 1), redis: privateRedis(PORT + 2) };
  let cluster: Cluster | undefined;
  try {
    await Promise.all([services.postgres.start(), services.redis.start()]);
    cluster = await startCluster({
      port: PORT,
      env: {
        DATABASE_URL: services.postgres.url,
        REDIS_URL: services.redis.url,
        SEED_DEMO: '1',
        MONITOR_SIMULATOR: '0',
        LOG_LEVEL: 'error',
        LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
      },
    });
    return await load(cluster, services);
  } finally {
    await cluster?.stop();
    await Promise.all([services.postgres.remove(), services.redis.remove()]);
  }
}

async function load(cluster: Cluster, services: Services): Promise<number> {
  const { url } = cluster;
  const recorder = new Recorder();
  const adminToken = await signIn(url, 'admin');
  const asAdmin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  let stopping = false;
  /** The streams read on after the load stops, until the check has seen what they got. */
  let streamsDone = false;
  const stopped = () => streamsDone;

  // The studio's chat is the administrators' (`monitor.read`).
  const streams = Array.from({ length: STREAMS }, () =>
    liveStream(url, adminToken, stopped, { timeoutMs: PHASE_TIMEOUT_MS }),
  );
  while (streams.some((stream) => !stream.open())) await sleep(100);
  console.log(`${STREAMS} live streams open; load starts`);

  const readers = Array.from({ length: READERS }, async (_, i) => {
    for (let n = 0; !stopping; n++) {
      const path =
        n % 2 ? '/member-api/api/user/info' : `/member-api/api/list/policy?current=${(n % 5) + 1}&pageSize=20`;
      await recorder.request(`GET ${path}`, () => fetch(`${url}${path}`, { headers: asAdmin }));
      if (i === 0 && n % 10 === 0) await recorder.request('sign-in', () => login(url, 'user'));
    }
  });

  const acknowledged = { recharges: [] as string[], chat: [] as string[], retried: 0 };
  const writer = (async () => {
    for (let n = 0; !stopping; n++) {
      const key = `chaos-${process.pid}-${n}`;
      // A recharge is retried with its key until it is acknowledged (PostgreSQL may be away for a
      // while): the key makes it happen once.
      for (let attempt = 0; attempt < 100; attempt++) {
        const response = await recorder.request('POST recharge', () =>
          fetch(`${url}/member-api/api/user/account/recharge`, {
            method: 'POST',
            headers: { ...asAdmin, 'idempotency-key': key },
            body: JSON.stringify({ amount: 1, channel: 'alipay' }),
          }),
        );
        if (response?.ok) {
          acknowledged.recharges.push(key);
          break;
        }
        acknowledged.retried++;
        await sleep(100);
      }
      const content = `chaos ${process.pid} ${n}`;
      const posted = await recorder.request('POST chat', () =>
        fetch(`${url}/member-api/api/chat/messages`, {
          method: 'POST',
          headers: asAdmin,
          body: JSON.stringify({ content }),
        }),
      );
      if (posted?.ok) acknowledged.chat.push(content);
    }
  })();

  const firstEvent = await withDatabase(services.postgres.url, async (db) =>
    Number((await db.query('select coalesce(max(id), 0) as id from live_events')).rows[0].id),
  );
  const findings = await runFaults(cluster, services, recorder, adminToken);
  // Connected after the faults: a connection across the restart would have been ended by it.
  const db = new pg.Client({ connectionString: services.postgres.url });
  await db.connect();
  try {
    stopping = true;
    await Promise.all([...readers, writer]);

    const published = (
      await db.query<{ id: number }>('select id from live_events where type = $1 and id > $2 order by id', [
        LIVE_EVENTS.chat,
        firstEvent,
      ])
    ).rows.map((row) => Number(row.id));
    // A stream dropped by the kill comes back within its retry: give every one the time to catch up.
    const missing = () =>
      streams.reduce((sum, stream) => sum + published.filter((id) => !stream.chatIds.has(id)).length, 0);
    for (let waited = 0; missing() > 0 && waited < CATCH_UP_MS; waited += 250) await sleep(250);
    const missed = missing();
    streamsDone = true;
    const keys = (
      await db.query<{ key: string }>(
        'select idempotency_key as key from wallet_transactions where idempotency_key = any($1)',
        [acknowledged.recharges],
      )
    ).rows.map((row) => row.key);
    const lostRecharges = acknowledged.recharges.filter((key) => !keys.includes(key)).length;
    const duplicateRecharges = keys.length - new Set(keys).size;
    const chatRows = (
      await db.query<{ content: string }>('select content from chat_messages where content = any($1)', [
        acknowledged.chat,
      ])
    ).rows.map((row) => row.content);
    const lostChat = acknowledged.chat.filter((content) => !chatRows.includes(content)).length;
    const ledger = await db.query<{ user_id: number }>(
      `select w.user_id from wallets w
         left join wallet_transactions t on t.user_id = w.user_id and t.status = 'success'
        group by w.user_id, w.balance_cents
       having w.balance_cents <> coalesce(sum(t.amount_cents), 0)`,
    );

    const phases = [...new Set(recorder.samples.map((sample) => sample.phase))];
    console.log('\n| phase | requests | failed | p50 ms | p99 ms |\n|---|---|---|---|---|');
    for (const phase of phases) {
      const inPhase = recorder.samples.filter((sample) => sample.phase === phase);
      const ms = inPhase.map((sample) => sample.ms);
      const failed = inPhase.filter((sample) => !sample.ok).length;
      console.log(
        `| ${phase} | ${inPhase.length} | ${failed} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} |`,
      );
    }
    const reconnects = streams.reduce((sum, stream) => sum + stream.reconnects(), 0);
    console.log(
      [
        '',
        `writes acknowledged: ${acknowledged.recharges.length} recharges (${acknowledged.retried} retries with their key), ${acknowledged.chat.length} chat messages`,
        `writes lost: ${lostRecharges + lostChat}; recharges written twice: ${duplicateRecharges}; wallets whose ledger does not sum to the balance: ${ledger.rowCount}`,
        `live streams: ${STREAMS}, ${reconnects} reconnections, ${published.length} chat events each, missed: ${missed}`,
      ].join('\n'),
    );
    const rollingFailures = recorder.failuresIn('rolling restart');
    const postgresUnexpected = recorder
      .failuresIn('postgres away')
      .filter((failure) => failure.status !== 503 || !failure.enveloped);
    const redisFailures = recorder.failuresIn('redis away');
    const signInsWithoutRedis = recorder.samples.filter((sample) => sample.phase === 'redis away').length;
    const slowest = Math.max(...findings.recoveryMs);
    console.log(
      [
        `PostgreSQL away ${DOWN_MS} ms: ${recorder.failuresIn('postgres away').length} answers refused, ${postgresUnexpected.length} of them not a 503 with the envelope; processes exited: ${findings.exited.length}; answering again after ${findings.recoveryMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
        `Redis away ${DOWN_MS} ms: ${signInsWithoutRedis} requests, ${redisFailures.length} failed; the throttle refused guess ${findings.refusedGuess ?? 'none'} (limit ${LOGIN_RATE_LIMIT})`,
      ].join('\n'),
    );
    const shown = [...rollingFailures, ...postgresUnexpected, ...redisFailures, ...recorder.failures];
    for (const failure of [...new Set(shown)].slice(0, 20)) console.log(`  ${failure.text}`);
    const broken = [
      rollingFailures.length && `${rollingFailures.length} failed requests during the rolling restart`,
      postgresUnexpected.length &&
        `${postgresUnexpected.length} answers other than a 503 envelope with PostgreSQL away`,
      findings.exited.length && `processes ${findings.exited.join(', ')} exited with PostgreSQL away`,
      slowest > RECOVERY_MS && `a process answered again ${slowest.toFixed(0)} ms after PostgreSQL was back`,
      redisFailures.length && `${redisFailures.length} failed requests with Redis away`,
      findings.refusedGuess !== LOGIN_RATE_LIMIT + 1 &&
        `the throttle refused guess ${findings.refusedGuess ?? 'none'} with Redis away, not ${LOGIN_RATE_LIMIT + 1}`,
      lostRecharges + lostChat && `${lostRecharges + lostChat} acknowledged writes lost`,
      duplicateRecharges && `${duplicateRecharges} recharges written twice`,
      ledger.rowCount && `${ledger.rowCount} wallets whose ledger does not sum to the balance`,
      missed && `${missed} chat events missed by streams`,
      !published.length && 'no chat event published',
    ].filter(Boolean);
    if (broken.length) {
      const errors = cluster.nginxErrors().trim().split('\n');
      console.log(`\nnginx's errors (${errors.length}, the first 15):\n${errors.slice(0, 15).join('\n')}`);
      console.log(`\nFAILED: ${broken.join('; ')}`);
    } else console.log('\nPASSED');
    return broken.length ? 1 : 0;
  } finally {
    stopping = true;
    streamsDone = true;
    await db.end();
  }
}

async function withDatabase<T>(url: string, use: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await use(db);
  } finally {
    await db.end();
  }
}

const timer = setTimeout(() => {
  console.error('chaos: still running after 10 minutes; giving up');
  process.exit(1);
}, 600_000);
timer.unref();
buildIfStale();
process.exitCode = await main();
