import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { survivesServerEnd, type Db } from '../../db/client';
import * as schema from '../../db/schema';
import { withinTime } from '../../lib/within-time';

/**
 * Runs the kinds' queries of one search, each within the time it may take (docs/api.md, "Search"):
 * a query that runs out of time answers `undefined` and the others still answer.
 */
export interface SearchBudget {
  /** Each piece of work's result, or `undefined` where it ran out of time. */
  each<T>(works: readonly ((db: Db) => Promise<T>)[]): Promise<(T | undefined)[]>;
  close(): Promise<void>;
}

/**
 * How the search's connections plan (docs/decisions/044-search-index.md). Each statement is prepared
 * once per connection but planned for each call's own text, whose length and frequency decide
 * between walking a kind's newest rows and reading its text indexes. And the planner is told that
 * every row read costs about one page read, cached or not (random pages cost little more than
 * sequential ones, little of a table is taken for cached): it then takes the path that reads fewer
 * rows, where by default it walked thousands of rows in search of a text a few hundred hold.
 */
const PLANNER_SETTINGS = ['plan_cache_mode=force_custom_plan', 'random_page_cost=1.1', 'effective_cache_size=16MB']
  .map((setting) => `-c ${setting}`)
  .join(' ');

/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';

/** Whether `error`, or what it wraps (drizzle wraps the driver's error as its `cause`), is a canceled statement. */
function canceled(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as Error & { code?: unknown }).code === QUERY_CANCELED) return true;
  return false;
}

/**
 * How much longer than the budget a kind may take on PostgreSQL, which cancels its statement at the
 * budget itself: the timer is for what the database cannot see, a wait for a connection of the pool.
 */
const CANCEL_GRACE_MS = 50;

/**
 * On PostgreSQL: a pool of the search's own whose connections cancel any statement that runs longer
 * than the budget (`statement_timeout`), so a slow query stops using the server when its answer
 * goes out without it; one round trip per statement, the kinds in parallel.
 */
export function postgresBudget(
  url: string,
  budgetMs: number,
  { connections = 10, onTrouble }: { connections?: number; onTrouble?: (message: string) => void } = {},
): SearchBudget {
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    statement_timeout: budgetMs,
    options: PLANNER_SETTINGS,
    // Connections stay open once made: a search that had to open its kinds' connections first
    // spent much of its budget waiting for them.
    idleTimeoutMillis: 0,
  });
  survivesServerEnd(pool, (message) => onTrouble?.(`an idle PostgreSQL connection of the search failed: ${message}`));
  const db: Db = drizzle(pool, { schema });
  return {
    each: (works) =>
      Promise.all(
        works.map(async (work) => {
          try {
            return await withinTime(work(db), budgetMs + CANCEL_GRACE_MS);
          } catch (error) {
            if (canceled(error)) return undefined;
            throw error;
          }
        }),
      ),
    close: () => pool.end(),
  };
}

/**
 * On the embedded database, which has one connection and cannot cancel a statement: the kinds'
 * queries queue there in order, each raced against the budget, so that the answer never waits
 * longer than the budget; a slow query still holds the database until it ends, and the kinds
 * queued behind it may run out of time too.
 */
export function embeddedBudget(db: Db, budgetMs: number): SearchBudget {
  return {
    each: (works) => Promise.all(works.map((work) => withinTime(work(db), budgetMs))),
    close: async () => undefined,
  };
}
