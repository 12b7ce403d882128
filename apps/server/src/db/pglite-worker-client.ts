/**
 * Main-thread stand-in for PGlite: exposes the `query`, `exec` and `transaction` methods that
 * drizzle-orm/pglite calls and forwards them to the worker that owns the database.
 * A worker that dies is started again; only the requests in flight at that moment fail.
 */
import { Worker } from 'node:worker_threads';
import type { RowMode, SerializedDbError, WorkerOptions, WorkerRequest, WorkerResponse } from './pglite-protocol';

/** A request before the client numbers it (Omit applied to each member of the union). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<WorkerRequest>;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class DatabaseError extends Error {
  override name = 'DatabaseError';
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;

  constructor(error: SerializedDbError) {
    super(error.message);
    this.code = error.code;
    this.detail = error.detail;
    this.constraint = error.constraint;
  }
}

interface QueryOptions {
  rowMode?: RowMode;
}

/** What drizzle's PGlite session needs from a client (and from a transaction). */
export interface PgliteLikeClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

/**
 * The worker's entry beside this code: in the sources, a bootstrap that lets Node run the
 * TypeScript worker; in the production build (`dist/`), the bundled worker itself.
 */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

export interface PgliteWorkerClientOptions extends WorkerOptions {
  onRestart?: (reason: string) => void;
}

export class PgliteWorkerClient implements PgliteLikeClient {
  private worker!: Worker;
  private ready!: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closing = false;

  /** Queries sent and not yet answered. */
  get inFlight(): number {
    return this.pending.size;
  }

  private constructor(private readonly options: PgliteWorkerClientOptions) {
    this.start();
  }

  static async open(options: PgliteWorkerClientOptions): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(options);
    await client.ready;
    return client;
  }

  private start(): void {
    const { onRestart: _onRestart, ...workerData } = this.options;
    const worker = new Worker(WORKER_URL, { workerData });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: WorkerResponse) => {
        if ('ready' in message) return resolve();
        const pending = this.pending.get(message.id);
        if (!pending) return;
        this.pending.delete(message.id);
        if (message.ok) pending.resolve(message.result);
        else pending.reject(new DatabaseError(message.error));
      });
    });
    worker.on('error', () => undefined);
    worker.on('exit', (code) => this.onExit(worker, code));
  }

  private onExit(worker: Worker, code: number): void {
    if (worker !== this.worker) return;
    const failure = new Error(`The embedded database worker stopped (exit code ${code})`);
    for (const pending of this.pending.values()) pending.reject(failure);
    this.pending.clear();
    if (this.closing) return;
    this.options.onRestart?.(failure.message);
    this.start();
    this.ready.catch(() => undefined);
  }

  private async call(request: Request): Promise<unknown> {
    if (this.closing && request.op !== 'close') throw new Error('The embedded database is closed');
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  exec(sql: string): Promise<unknown> {
    return this.call({ op: 'exec', sql });
  }

  async transaction<T>(callback: (tx: PgliteLikeClient) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: 'begin' })) as number;
    const tx: PgliteLikeClient = {
      query: (sql, params = [], options = {}) =>
        this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', txId }),
      exec: (sql) => this.call({ op: 'exec', sql, txId }),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.call({ op: 'rollback', txId }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'commit', txId });
    return result;
  }

  /** Stops the worker the way a crash would; it is started again like after any crash. */
  async killWorker(): Promise<void> {
    await this.worker.terminate();
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
