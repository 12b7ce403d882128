import { defineModule } from '../module';
import './document.messages';
import { documentRoutes } from './document.routes';

/** Spreadsheet documents of `/docs/excel`, stored per account. */
export const documentModule = defineModule({ name: 'document', routes: documentRoutes });
