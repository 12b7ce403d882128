/**
 * `npm run chaos`: faults under load on the cluster of `npm run cluster` (README, "Faults under
 * load"), on a database of its own on the local PostgreSQL, dropped at the end. Everything goes to
 * loopback.
 *
 * The load, all through nginx: readers of the profile and of list pages, sign-ins, a writer that
 * recharges a wallet (each with an idempotency key, retried with the same key until acknowledged)
 * and posts to the live studio's chat, and `CHAOS_STREAMS` (200) live streams watching that chat,
 * which reconnect with `Last-Event-ID` as a browser does. The faults, in turn: a rolling restart of
 * the three processes (SIGTERM, then start again), then `kill -9` of one, which then starts again.
 *
 * It fails (exit 1) when a request failed during the rolling restart, an acknowledged write cannot
 * be read back, the wallet's ledger does not sum to its balance, or a stream missed a chat event.
 *
 *   CHAOS_PORT      nginx's port (8091)
 *   CHAOS_STREAMS   live streams (200)
 *   CHAOS_STEADY_MS load before, between and after the faults (3000)
 */
import { createSseReader, LIVE_EVENTS } from '@console/shared';
import pg from 'pg';
import { buildIfStale, LOCAL_POSTGRES, startCluster, type Cluster } from './cluster';

const PORT = Number(process.env.CHAOS_PORT ?? 8091);
const STREAMS = Number(process.env.CHAOS_STREAMS ?? 200);
const STEADY_MS = Number(process.env.CHAOS_STEADY_MS ?? 3000);
const READERS = 6;
/** How long the streams may take, once the load stops, to have every event. */
const CATCH_UP_MS = 10_000;
/** A fault with the cluster still not answering after this long fails the run rather than hanging it. */
const PHASE_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  phase: string;
  ok: boolean;
  ms: number;
}

/** What every client records, by the phase it was sent in. */
class Recorder {
  phase = 'steady';
  readonly samples: Sample[] = [];
  readonly failures: string[] = [];

  async request(label: string, send: () => Promise<Response>): Promise<Response | null> {
    const phase = this.phase;
    const started = performance.now();
    try {
      const response = await send();
      const ok = response.status < 400;
      this.samples.push({ phase, ok, ms: performance.now() - started });
      if (!ok) this.failures.push(`${phase}: ${label} answered ${response.status} ${await response.clone().text()}`);
      return response;
    } catch (error) {
      this.samples.push({ phase, ok: false, ms: performance.now() - started });
      this.failures.push(`${phase}: ${label} failed: ${String(error)}`);
      return null;
    }
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function signIn(url: string, username: string, password = username): Promise<string> {
  const response = await fetch(`${url}/member-api/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** A live stream as a browser keeps it: it reconnects after the `retry:` it was told, from its last event id. */
function liveStream(url: string, token: string, stopped: () => boolean) {
  const chatIds = new Set<number>();
  let lastEventId: string | undefined;
  let reconnects = 0;
  let open = false;
  void (async () => {
    let retryMs = 2000;
    while (!stopped()) {
      try {
        const response = await fetch(`${url}/member-api/api/live/stream?watch=monitor`, {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'text/event-stream',
            ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
          },
          signal: AbortSignal.timeout(PHASE_TIMEOUT_MS),
        });
        if (response.status === 200 && response.body) {
          open = true;
          const reader = createSseReader();
          const decoder = new TextDecoder();
          const body = response.body.getReader();
          for (;;) {
            const { done: ended, value } = await body.read();
            if (ended) break;
            for (const event of reader.push(decoder.decode(value, { stream: true }))) {
              if (event.id) lastEventId = event.id;
              if (event.event === LIVE_EVENTS.chat && event.id) chatIds.add(Number(event.id));
            }
            retryMs = reader.retry() ?? retryMs;
            if (stopped()) break;
          }
        }
      } catch {
        // Dropped: as a browser, come back after the retry.
      }
      open = false;
      if (stopped()) break;
      reconnects++;
      await sleep(retryMs / 2 + Math.random() * retryMs);
    }
  })();
  return { chatIds, reconnects: () => reconnects, open: () => open };
}

async function runFaults(cluster: Cluster, recorder: Recorder): Promise<void> {
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
}

async function main(): Promise<number> {
  const name = `console_chaos_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${LOCAL_POSTGRES}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = `${LOCAL_POSTGRES}/${name}`;
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({
      port: PORT,
      env: { DATABASE_URL: databaseUrl, SEED_DEMO: '1', MONITOR_SIMULATOR: '0', LOG_LEVEL: 'error' },
    });
    return await load(cluster, databaseUrl);
  } finally {
    await cluster?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function load(cluster: Cluster, databaseUrl: string): Promise<number> {
  const { url } = cluster;
  const recorder = new Recorder();
  const adminToken = await signIn(url, 'admin');
  const asAdmin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  let stopping = false;
  /** The streams read on after the load stops, until the check has seen what they got. */
  let streamsDone = false;
  const stopped = () => streamsDone;

  // The studio's chat is the administrators' (`monitor.read`).
  const streams = Array.from({ length: STREAMS }, () => liveStream(url, adminToken, stopped));
  while (streams.some((stream) => !stream.open())) await sleep(100);
  console.log(`${STREAMS} live streams open; load starts`);

  const readers = Array.from({ length: READERS }, async (_, i) => {
    for (let n = 0; !stopping; n++) {
      const path =
        n % 2 ? '/member-api/api/user/info' : `/member-api/api/list/policy?current=${(n % 5) + 1}&pageSize=20`;
      await recorder.request(`GET ${path}`, () => fetch(`${url}${path}`, { headers: asAdmin }));
      if (i === 0 && n % 10 === 0)
        await recorder.request('sign-in', () =>
          fetch(`${url}/member-api/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'user', password: 'user' }),
          }),
        );
    }
  });

  const acknowledged = { recharges: [] as string[], chat: [] as string[], retried: 0 };
  const writer = (async () => {
    for (let n = 0; !stopping; n++) {
      const key = `chaos-${process.pid}-${n}`;
      // A recharge is retried with its key until it is acknowledged: the key makes it happen once.
      for (let attempt = 0; attempt < 20; attempt++) {
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

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const firstEvent = Number((await db.query('select coalesce(max(id), 0) as id from live_events')).rows[0].id);
    await runFaults(cluster, recorder);
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
    const rollingFailures = recorder.failures.filter((failure) => failure.startsWith('rolling restart'));
    for (const failure of recorder.failures.slice(0, 20)) console.log(`  ${failure}`);
    const broken = [
      rollingFailures.length && `${rollingFailures.length} failed requests during the rolling restart`,
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

const timer = setTimeout(() => {
  console.error('chaos: still running after 10 minutes; giving up');
  process.exit(1);
}, 600_000);
timer.unref();
buildIfStale();
process.exitCode = await main();
