import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { embeddedBudget, postgresBudget } from './search.budget';
import { createSearchService } from './search.service';
import { createSearchStore, type SearchStore } from './search.store';
import { createPickStore } from './search-picks.store';

export interface SearchOptions {
  db: Db;
  /** PostgreSQL's connection string, for the pool that cancels a query over the budget; null when embedded. */
  postgresUrl: string | null;
  /** How long each kind's query may take (`SEARCH_BUDGET_MS`; tests shorten it). */
  budgetMs: number;
  /** The kinds' queries (tests make one slow). */
  store?: SearchStore;
  onTrouble?: (message: string) => void;
}

/** The search's service and what closes it (the pool of its own on PostgreSQL). */
export function openSearchService({
  db,
  postgresUrl,
  budgetMs,
  store = createSearchStore(),
  onTrouble,
}: SearchOptions) {
  const budget = postgresUrl ? postgresBudget(postgresUrl, budgetMs, { onTrouble }) : embeddedBudget(db, budgetMs);
  const service = createSearchService({
    store,
    budget,
    picks: unitOfWork(db, (tx) => ({ picks: createPickStore(tx) })),
  });
  return { service, close: () => budget.close() };
}
