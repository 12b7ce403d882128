import { contract } from '../api/contract';
import type * as schemas from './schemas';

const SEARCH = '/api/search';

/**
 * Global search (docs/api.md, "Search"): records of every kind the caller may read, and the
 * palette's recent picks, kept per account.
 */
export const searchApi = contract('search', () => import('./schemas'), {
  search: {
    method: 'GET',
    path: SEARCH,
    access: 'authenticated',
    query: (s: typeof schemas) => s.searchQuerySchema,
    response: (s) => s.searchResultSchema,
  },
  picks: {
    method: 'GET',
    path: `${SEARCH}/picks`,
    access: 'authenticated',
    response: (s: typeof schemas) => s.searchPicksSchema,
  },
  /** Remembers a pick (a repeated one moves to the top); answers the picks as `picks` does. */
  pick: {
    method: 'POST',
    path: `${SEARCH}/picks`,
    access: 'authenticated',
    body: (s: typeof schemas) => s.searchPickInputSchema,
    response: (s) => s.searchPicksSchema,
  },
});
