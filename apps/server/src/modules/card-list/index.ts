/** The card list's front door. */
export { cardListModule } from './card-list.module';
