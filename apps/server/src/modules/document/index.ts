/** The documents' front door. */
export { documentModule } from './document.module';
