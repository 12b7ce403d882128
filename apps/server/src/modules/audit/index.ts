/** The audit log reader's front door. */
export { auditModule } from './audit.module';
