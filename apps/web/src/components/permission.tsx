import type { ReactNode } from 'react';
import type { Role } from '@console/shared';
import { usePermission } from './use-permission';

interface PermissionProps {
  /** Roles that see the children; an empty list shows them to everyone. */
  roles: readonly Role[];
  children: ReactNode;
}

/** Renders its children only for the listed roles (the spec's permission directive). */
export function Permission({ roles, children }: PermissionProps) {
  const { has } = usePermission();
  return has(roles) ? children : null;
}
