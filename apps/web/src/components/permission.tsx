import type { ReactNode } from 'react';
import type { Permission as PermissionName, RouteRole } from '@console/shared';
import { usePermission } from './use-permission';

type PermissionProps = { children: ReactNode } & (
  | {
      /** A permission of the shared table: the children show while the session's active role holds it. */
      to: PermissionName;
      roles?: never;
    }
  | {
      /** The permission directive: roles that see the children; an empty list shows them to everyone. */
      roles: readonly RouteRole[];
      to?: never;
    }
);

/** Renders its children only when the session is allowed (the server enforces the same permission). */
export function Permission({ to, roles, children }: PermissionProps) {
  const { can, has } = usePermission();
  const allowed = to === undefined ? has(roles) : can(to);
  return allowed ? children : null;
}
