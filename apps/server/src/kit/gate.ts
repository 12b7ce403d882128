import { can, type Permission } from '@console/shared';
import { forbidden } from '../lib/app-error';
import type { SessionContext } from '../lib/session-context';

/**
 * Another module's service as a reader in a different module sees it: opened for one caller, under
 * the owning module's permission. A route's `access` covers its own module only; a document filled
 * from the policies must not show them to a role without `policy.read` (docs/architecture.md, "Server").
 */
export interface Gate<Service> {
  /** Whether the caller's active role holds the permission now. */
  allows(session: SessionContext): boolean;
  /** The service for this caller; 403 when their role lacks the permission. */
  open(session: SessionContext): Service;
}

export function gate<Service>(permission: Permission, service: Service): Gate<Service> {
  const allows = (session: SessionContext) => can(session, permission);
  return {
    allows,
    open(session) {
      if (!allows(session)) throw forbidden();
      return service;
    },
  };
}
