/**
 * The live bus (docs/decisions/022-live-channel.md): every publisher of the live channel goes
 * through `publish`, and every server process hears every event once, in commit order. Events are
 * logged in `live_events` so a stream that reconnects resumes from its `Last-Event-ID` on any
 * process; transient ones (a viewer count) are not. On PostgreSQL the fan-out is LISTEN/NOTIFY on
 * a connection of each process's own, which reconnects and catches up from the log; on the
 * embedded database, with one process, it stays in the process.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, max, min, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../../db/client';
import { liveEvents } from '../../db/schema/live';

export interface LiveEvent {
  /** The log's id (the stream's `id:`); null for a transient event. */
  id: number | null;
  type: string;
  /** Only this account's streams get it; null: every stream allowed to see `topic`. */
  userId: number | null;
  topic: string | null;
  data: unknown;
  /** When its publisher sent it (epoch ms), on an event heard as it was published; not on one read back from the log. */
  publishedAt?: number;
}

export type NewLiveEvent = Omit<LiveEvent, 'id' | 'userId' | 'topic'> & {
  userId?: number | null;
  topic?: string | null;
  /** Not logged, so not replayed: only streams open now get it. */
  transient?: boolean;
};

export interface Replay {
  events: LiveEvent[];
  /** False when events after the resume point were pruned already: the stream must start afresh. */
  complete: boolean;
}

export interface LiveBus {
  /** This process, as other processes see it (presence counts). */
  readonly processId: string;
  /** Logs the event (unless transient) and delivers it to every process's subscribers. */
  publish(event: NewLiveEvent): Promise<void>;
  /** Hears every event of every process; returns the unsubscribe. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** The logged events after `afterId` that `userId` may get (its own and everyone's), oldest first. */
  replay(afterId: number, userId: number): Promise<Replay>;
  close(): Promise<void>;
}

/** The NOTIFY channel, and the lock that makes log ids commit in order across processes. */
const CHANNEL = 'live_events';
const ORDER_LOCK_ID = 7_310_001;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: a larger event goes as its id. */
const PAYLOAD_MAX = 7900;
/** How long the log keeps events, i.e. how long a disconnected stream can resume without loss. */
export const LOG_RETENTION_MS = 15 * 60_000;
const PRUNE_EVERY_MS = 60_000;
/** A resume further back than this many events starts afresh instead. */
const REPLAY_MAX = 1000;
const RECONNECT_MAX_MS = 10_000;

const columns = {
  id: liveEvents.id,
  type: liveEvents.type,
  userId: liveEvents.userId,
  topic: liveEvents.topic,
  data: liveEvents.data,
};

/** A transient event as subscribers get it: no id, so it is never replayed. */
const transient = (event: NewLiveEvent): LiveEvent => ({
  id: null,
  type: event.type,
  userId: event.userId ?? null,
  topic: event.topic ?? null,
  data: event.data,
});

function createLog(db: Db) {
  return {
    insert: async (tx: Db, event: NewLiveEvent): Promise<LiveEvent> => {
      const [row] = await tx
        .insert(liveEvents)
        .values({ type: event.type, userId: event.userId ?? null, topic: event.topic ?? null, data: event.data })
        .returning(columns);
      if (!row) throw new Error('the live event was not logged');
      return row;
    },

    /** Every logged event after `afterId` (all users' when `userId` is null), oldest first. */
    after: (afterId: number, userId: number | null, limit: number): Promise<LiveEvent[]> =>
      db
        .select(columns)
        .from(liveEvents)
        .where(
          and(
            gt(liveEvents.id, afterId),
            userId === null ? undefined : or(isNull(liveEvents.userId), eq(liveEvents.userId, userId)),
          ),
        )
        .orderBy(asc(liveEvents.id))
        .limit(limit),

    async bounds(): Promise<{ first: number | null; last: number | null }> {
      const [row] = await db.select({ first: min(liveEvents.id), last: max(liveEvents.id) }).from(liveEvents);
      return { first: row?.first ?? null, last: row?.last ?? null };
    },

    /** Drops old events but always keeps the latest, which tells a resume point from the future. */
    prune: async (before: Date): Promise<void> => {
      await db
        .delete(liveEvents)
        .where(
          and(
            lt(liveEvents.createdAt, before),
            lt(liveEvents.id, sql`(select max(${liveEvents.id}) from ${liveEvents})`),
          ),
        );
    },
  };
}

type Log = ReturnType<typeof createLog>;

async function replayFrom(log: Log, afterId: number, userId: number): Promise<Replay> {
  const { first, last } = await log.bounds();
  // Nothing logged yet, or the resume point is the latest: nothing to send.
  if (last === null || afterId === last) return { events: [], complete: afterId <= (last ?? 0) };
  if (afterId > last || first === null || afterId < first - 1) return { events: [], complete: false };
  const events = await log.after(afterId, userId, REPLAY_MAX + 1);
  return events.length > REPLAY_MAX ? { events: [], complete: false } : { events, complete: true };
}

/** Subscribers of one process; a listener that throws does not stop the others. */
function createFanOut(onTrouble: (message: string) => void) {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    subscribe(listener: (event: LiveEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: LiveEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onTrouble(`a live event listener failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    },
  };
}

function startPruning(log: Log, onTrouble: (message: string) => void): () => void {
  const timer = setInterval(() => {
    log
      .prune(new Date(Date.now() - LOG_RETENTION_MS))
      .catch((error: unknown) => onTrouble(`pruning the live event log failed: ${String(error)}`));
  }, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The embedded database has one process: events go from the log straight to its subscribers. */
function openInProcessBus(db: Db, onTrouble: (message: string) => void): LiveBus {
  const log = createLog(db);
  const fanOut = createFanOut(onTrouble);
  const stopPruning = startPruning(log, onTrouble);
  // Published one after the other, so subscribers hear them in log order.
  let queue = Promise.resolve();
  return {
    processId: randomUUID(),
    publish(event) {
      const publishedAt = Date.now();
      const published = queue.then(async () => {
        fanOut.emit({ ...(event.transient ? transient(event) : await log.insert(db, event)), publishedAt });
      });
      queue = published.catch(() => undefined);
      return published;
    },
    subscribe: fanOut.subscribe,
    replay: (afterId, userId) => replayFrom(log, afterId, userId),
    close: async () => stopPruning(),
  };
}

/**
 * PostgreSQL: each process LISTENs on a connection of its own. A publish takes a transaction-level
 * lock, so log ids commit, and notifications arrive, in id order; after the listener reconnects it
 * reads what it missed from the log.
 */
async function openPostgresBus(db: Db, url: string, onTrouble: (message: string) => void): Promise<LiveBus> {
  const log = createLog(db);
  const fanOut = createFanOut(onTrouble);
  let lastId = (await log.bounds()).last ?? 0;
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 250;
  // Notifications are handled one after the other: one that refers to the log reads it first.
  let handling = Promise.resolve();

  const deliver = (event: LiveEvent) => {
    if (event.id !== null) {
      if (event.id <= lastId) return;
      lastId = event.id;
    }
    fanOut.emit(event);
  };

  const handle = (payload: string) => {
    handling = handling
      .then(async () => {
        const parsed = JSON.parse(payload) as LiveEvent | { ref: number; publishedAt: number };
        if ('ref' in parsed) {
          for (const event of await log.after(parsed.ref - 1, null, 1))
            deliver({ ...event, publishedAt: parsed.publishedAt });
        } else deliver(parsed);
      })
      .catch((error: unknown) => onTrouble(`a live notification failed: ${String(error)}`));
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) handle(message.payload);
    });
    next.on('error', (error) => onTrouble(`the live bus's PostgreSQL connection failed: ${error.message}`));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = null;
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    delay = 250;
    // Whatever was published while this process was not listening.
    for (
      let missed = await log.after(lastId, null, REPLAY_MAX);
      missed.length;
      missed = await log.after(lastId, null, REPLAY_MAX)
    ) {
      for (const event of missed) deliver(event);
    }
  };

  const reconnect = () => {
    if (closed) return;
    setTimeout(() => {
      connect().catch((error: unknown) => {
        onTrouble(`reconnecting the live bus failed: ${String(error)}`);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        reconnect();
      });
    }, delay).unref();
  };

  await connect();
  const stopPruning = startPruning(log, onTrouble);

  return {
    processId: randomUUID(),
    async publish(event) {
      const notify = (payload: string) => db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      const publishedAt = Date.now();
      if (event.transient) {
        const payload = JSON.stringify({ ...transient(event), publishedAt });
        const bytes = Buffer.byteLength(payload);
        if (bytes > PAYLOAD_MAX)
          throw new Error(`a transient live event of ${bytes} bytes does not fit a notification`);
        await notify(payload);
        return;
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_ID})`);
        const logged = await log.insert(tx, event);
        const payload = JSON.stringify({ ...logged, publishedAt });
        await tx.execute(
          sql`select pg_notify(${CHANNEL}, ${Buffer.byteLength(payload) > PAYLOAD_MAX ? JSON.stringify({ ref: logged.id, publishedAt }) : payload})`,
        );
      });
    },
    subscribe: fanOut.subscribe,
    replay: (afterId, userId) => replayFrom(log, afterId, userId),
    async close() {
      closed = true;
      stopPruning();
      const current = client;
      client = null;
      await current?.end();
    },
  };
}

export function openLiveBus(database: Database, onTrouble: (message: string) => void): Promise<LiveBus> {
  return database.url === null
    ? Promise.resolve(openInProcessBus(database.db, onTrouble))
    : openPostgresBus(database.db, database.url, onTrouble);
}
