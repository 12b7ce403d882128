import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchApi } from '@console/shared/search/contract';
import { implement } from '../../kit/operations';
import { sessionOf } from '../../plugins/access';
import type { Platform } from '../../platform';
import { openSearchService } from './search.open';

/** The global search's endpoints (docs/api.md, "Search"). */
export const searchRoutes: FastifyPluginAsyncZod<Pick<Platform, 'config' | 'db' | 'postgresUrl'>> = async (
  app,
  { config, db, postgresUrl },
) => {
  const { service: search, close } = openSearchService({
    db,
    postgresUrl,
    budgetMs: config.searchBudgetMs,
    onTrouble: (message) => app.log.warn(message),
  });
  app.addHook('onClose', close);

  await implement(app, searchApi, {
    search: {
      summary: 'Records of every kind the caller may read whose text contains q, best matches first, by kind',
      handler: async (request) => {
        const result = await search.search(sessionOf(request), request.query, request.locale);
        if (result.skipped.length) request.log.info({ skipped: result.skipped }, 'search kinds ran out of time');
        return result;
      },
    },
    picks: {
      summary: "The caller's recent picks in the search palette, newest first",
      handler: (request) => search.recentPicks(sessionOf(request)),
    },
    pick: {
      summary: 'Remember a pick of the search palette (a repeated one moves to the top); answers the picks',
      handler: (request) => search.pick(sessionOf(request), request.body),
    },
  });
};
