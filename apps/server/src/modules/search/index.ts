/** The global search's front door: the module, and the service a test builds with its own budget. */
export { searchModule } from './search.module';
export { openSearchService, type SearchOptions } from './search.open';
export type { SearchService } from './search.service';
export type { KindSearch, SearchStore } from './search.store';
