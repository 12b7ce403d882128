import { defineModule } from '../module';
import './search.messages';
import { searchRoutes } from './search.routes';

/** The global search over every kind of record, and the palette's recent picks (docs/api.md, "Search"). */
export const searchModule = defineModule({ name: 'search', routes: searchRoutes });
