/** Messages between the main thread's PGlite proxy and the worker that owns the database. */

export type RowMode = 'array' | 'object';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; txId?: number }
  | { id: number; op: 'exec'; sql: string; txId?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; txId: number }
  | { id: number; op: 'close' };

/** A database error flattened for structured cloning; `code` is the SQLSTATE (e.g. 23505). */
export interface SerializedDbError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export type WorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedDbError }
  | { id: 0; ready: true };

export interface WorkerOptions {
  /** Directory of the database, or null for an in-memory one. */
  dataDir: string | null;
  /**
   * What an in-memory database starts as: a data directory as PGlite's `dumpDataDir` writes it (a
   * tar). Shared, so the threads that open copies of one dump hold it once.
   */
  snapshot?: SharedArrayBuffer;
  /** A transaction idle longer than this is rolled back so it cannot block the database forever. */
  transactionIdleMs: number;
}
