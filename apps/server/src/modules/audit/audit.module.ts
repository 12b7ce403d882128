import { defineModule } from '../module';
import { auditRoutes } from './audit.routes';

/** The audit log's reader (the kit writes it with every change). */
export const auditModule = defineModule({ name: 'audit', routes: auditRoutes });
