/*
 * The platform: constants, the route table and permissions, the envelope, the list kit, and the
 * shell's own API (auth, menu, messages, audit). Each screen's area has its own entry points,
 * `@console/shared/<area>/constants` (no zod) and `@console/shared/<area>/schemas`.
 */
export * from './constants';
export * from './permissions';
export * from './routes';
export * from './list';
export * from './api/envelope';
export * from './api/envelope-schema';
export * from './api/auth';
export * from './api/message';
export * from './api/menu';
export type { AuditLog, AuditLogFilter, AuditLogPage, AuditLogQuery, AuditSnapshot } from './audit/schemas';
export * from './live/constants';
export * from './live/sse';
