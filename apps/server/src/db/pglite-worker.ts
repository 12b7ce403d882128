/**
 * Owns the PGlite instance on its own thread, so SQL never blocks the HTTP event loop.
 * A transaction stays open here until the main thread sends commit or rollback.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SerializedDbError, WorkerOptions, WorkerRequest, WorkerResponse } from './pglite-protocol';

if (!parentPort) throw new Error('pglite-worker must run in a worker thread');
const port = parentPort;
const options = workerData as WorkerOptions;

/** The same parsers drizzle-orm/pglite passes: dates, times and intervals stay strings. */
const identity = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    identity,
  ]),
);

/**
 * A dump for PGlite to load, which asks the Blob only for its type and its bytes. A Blob built around
 * the bytes copies them, and Node then reads them back in chunks and joins them: three copies of
 * about 90 MB, a third of the time an in-memory test database took to open (docs/testing.md).
 */
function snapshotBlob(snapshot: SharedArrayBuffer): Blob {
  return Object.assign(new Blob([], { type: 'application/x-tar' }), {
    arrayBuffer: () => Promise.resolve(new Uint8Array(snapshot).slice().buffer),
  });
}

interface OpenTransaction {
  tx: Transaction;
  finish: (outcome: { commit: boolean; replyId: number }) => void;
  idleTimer: NodeJS.Timeout;
}

// pg_trgm backs the global search's indexes (docs/decisions/044-search-index.md): its migration
// creates the extension, which PGlite can only do when the extension is loaded here.
const db = await PGlite.create({
  dataDir: options.dataDir ?? undefined,
  loadDataDir: options.snapshot && snapshotBlob(options.snapshot),
  extensions: { pg_trgm },
});
const transactions = new Map<number, OpenTransaction>();
let nextTxId = 1;

const send = (message: WorkerResponse) => port.postMessage(message);

function serializeError(error: unknown): SerializedDbError {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & Partial<SerializedDbError>;
  return {
    message: e.message,
    code: e.code,
    detail: e.detail,
    constraint: e.constraint,
    table: e.table,
    column: e.column,
  };
}

function touch(txId: number): OpenTransaction {
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open (finished or timed out)`);
  open.idleTimer.refresh();
  return open;
}

function begin(replyId: number): void {
  const txId = nextTxId++;
  let commitReplyId = 0;
  db.transaction(async (tx) => {
    const outcome = await new Promise<{ commit: boolean; replyId: number }>((finish) => {
      const idleTimer = setTimeout(() => finish({ commit: false, replyId: 0 }), options.transactionIdleMs);
      transactions.set(txId, { tx, finish, idleTimer });
      send({ id: replyId, ok: true, result: txId });
    });
    transactions.delete(txId);
    commitReplyId = outcome.replyId;
    if (!outcome.commit) await tx.rollback();
  }).then(
    () => commitReplyId && send({ id: commitReplyId, ok: true, result: null }),
    (error: unknown) => {
      const open = transactions.get(txId);
      if (open) clearTimeout(open.idleTimer);
      transactions.delete(txId);
      send({ id: commitReplyId || replyId, ok: false, error: serializeError(error) });
    },
  );
}

function finish(txId: number, commit: boolean, replyId: number): void {
  const open = touch(txId);
  clearTimeout(open.idleTimer);
  open.finish({ commit, replyId });
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.txId === undefined ? db : touch(request.txId).tx;
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'exec': {
      const target = request.txId === undefined ? db : touch(request.txId).tx;
      return target.exec(request.sql);
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unexpected operation ${request.op}`);
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'begin') return begin(request.id);
  if (request.op === 'commit' || request.op === 'rollback') {
    try {
      return finish(request.txId, request.op === 'commit', request.id);
    } catch (error) {
      return send({ id: request.id, ok: false, error: serializeError(error) });
    }
  }
  handle(request).then(
    (result) => send({ id: request.id, ok: true, result }),
    (error: unknown) => send({ id: request.id, ok: false, error: serializeError(error) }),
  );
});

send({ id: 0, ready: true });
