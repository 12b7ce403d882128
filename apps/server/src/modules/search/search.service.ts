import { INT32_MAX, can, canAccess, getRoute, type Locale } from '@console/shared';
import {
  SEARCH_PICKS_MAX,
  SEARCH_TYPE_PERMISSIONS,
  SEARCH_TYPES,
  type SearchType,
} from '@console/shared/search/constants';
import type { SearchHit, SearchPick, SearchPickInput, SearchQuery, SearchResult } from '@console/shared/search/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import { fieldError } from '../../lib/app-error';
import type { SessionContext } from '../../lib/session-context';
import type { SearchBudget } from './search.budget';
import { needleOf, type Found, type SearchStore } from './search.store';
import type { PickRow, PickStore } from './search-picks.store';

/** Whether the caller may read a kind: what its permission says (`null`: anyone signed in). */
const readable = (session: SessionContext, type: SearchType): boolean => {
  const permission = SEARCH_TYPE_PERMISSIONS[type];
  return permission === null || can(session, permission);
};

/**
 * A kind's hits from its tiers' rows: the exact matches, then the prefixes, then the rest, each
 * tier in its own order (the newest first), a row found again in a later tier left out.
 */
function ranked(found: readonly Found[], limit: number): Found[] {
  const seen = new Set<number>();
  // The sort is stable: each tier keeps the order its query gave.
  return [...found]
    .sort((a, b) => a.tier - b.tier)
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
}

/** A record's id as a pick's key: a whole number an id column holds. */
const isRecordKey = (key: string) => /^[1-9]\d{0,9}$/.test(key) && Number(key) <= INT32_MAX;

/** Whether a pick still opens for the caller: its record's kind, or its screen's route. */
function stillOpens(session: SessionContext, row: PickRow): boolean {
  if (row.kind === 'record') return row.type !== '' && readable(session, row.type);
  if (row.kind === 'screen') {
    const route = getRoute(row.key);
    return route !== undefined && canAccess(route, session);
  }
  return true;
}

const toPick = (row: PickRow): SearchPick => ({
  kind: row.kind,
  ...(row.type === '' ? {} : { type: row.type }),
  key: row.key,
  title: row.title,
  detail: row.detail,
  ...(row.code === null ? {} : { code: row.code }),
  ...(row.group === null ? {} : { group: row.group }),
  pickedTime: row.pickedAt.toISOString(),
});

/**
 * The global search (docs/api.md, "Search"): each kind the caller may read answers from its own
 * query within the budget, and the palette's recent picks are kept per account. A kind the caller
 * may not read is never queried, so its records neither show nor tell that they exist.
 */
export function createSearchService({
  store,
  budget,
  picks,
}: {
  store: SearchStore;
  budget: SearchBudget;
  picks: UnitOfWork<{ picks: PickStore }>;
}) {
  const recentPicks = async (session: SessionContext): Promise<SearchPick[]> =>
    (await picks.read.picks.list(session.userId)).filter((row) => stillOpens(session, row)).map(toPick);

  return {
    async search(session: SessionContext, query: SearchQuery, locale: Locale): Promise<SearchResult> {
      const asked = query.types ? new Set<SearchType>(query.types) : undefined;
      const types = SEARCH_TYPES.filter((type) => (asked?.has(type) ?? true) && readable(session, type));
      const needle = needleOf(query.q, query.limit, session.userId);
      const results = await budget.each(types.map((type) => (db) => store[type](db, needle)));
      const hits: SearchHit[] = [];
      const skipped: SearchType[] = [];
      types.forEach((type, index) => {
        const found = results[index];
        if (found === undefined) skipped.push(type);
        else hits.push(...ranked(found, query.limit).map((row) => row.hit(locale)));
      });
      return { hits, skipped };
    },

    recentPicks,

    /** Remembers a pick as the newest and forgets the oldest beyond `SEARCH_PICKS_MAX`; answers the picks. */
    async pick(session: SessionContext, input: SearchPickInput): Promise<SearchPick[]> {
      if (input.kind === 'record') {
        if (!input.type) throw fieldError('type', 'validation.searchPickType');
        if (!isRecordKey(input.key)) throw fieldError('key', 'validation.id');
      }
      if (input.kind === 'screen' && !getRoute(input.key)) throw fieldError('key', 'validation.searchPickScreen');
      await picks.transaction(async (repositories) => {
        await repositories.picks.upsert(session.userId, {
          kind: input.kind,
          type: input.kind === 'record' ? input.type : '',
          key: input.key,
          title: input.title,
          detail: input.detail,
          code: input.code ?? null,
          group: input.group ?? null,
        });
        await repositories.picks.keepLatest(session.userId, SEARCH_PICKS_MAX);
      });
      return recentPicks(session);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
