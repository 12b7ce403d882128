import { defineModule } from '../module';
import { cardListRoutes } from './card-list.routes';
import { seedDemoCards } from './card-list.seed';

/** The card list's quality inspections, services and rule presets. */
export const cardListModule = defineModule({ name: 'cardList', routes: cardListRoutes, seedDemo: seedDemoCards });
