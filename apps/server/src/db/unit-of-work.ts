import type { Db } from './client';

/**
 * A service's repositories, on the database for reads and on one transaction for writes. Services
 * receive one and never open a transaction themselves; repositories never do (docs/architecture.md,
 * "Server").
 */
export interface UnitOfWork<R> {
  /** The repositories on the database: each statement runs on its own. */
  readonly read: R;
  /**
   * Runs `work` with the repositories on one transaction: committed when it resolves, rolled back
   * when it throws. Nothing slow (hashing, HTTP) belongs inside: on the embedded database an open
   * transaction holds the whole database.
   */
  transaction<T>(work: (repositories: R) => Promise<T>): Promise<T>;
}

export function unitOfWork<R>(db: Db, repositories: (db: Db) => R): UnitOfWork<R> {
  return {
    read: repositories(db),
    transaction: (work) => db.transaction((tx) => work(repositories(tx))),
  };
}
