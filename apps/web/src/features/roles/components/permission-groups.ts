import { useMemo } from 'react';
import { PERMISSION_NAMES, resourceOf, routesOpenedBy, type Permission } from '@console/shared';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';

type ResourceOf<P> = P extends `${infer R}.${string}` ? R : never;
/** A resource of the permission table: `policy` of `policy.read`. */
export type PermissionResource = ResourceOf<Permission>;

export interface PermissionGroup {
  resource: PermissionResource;
  permissions: Permission[];
}

/** The permissions by resource, each in the table's order: how the picker and the filter show them. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = PERMISSION_NAMES.reduce<PermissionGroup[]>(
  (groups, permission) => {
    const resource = resourceOf(permission) as PermissionResource;
    const group = groups.find((g) => g.resource === resource);
    if (group) group.permissions.push(permission);
    else groups.push({ resource, permissions: [permission] });
    return groups;
  },
  [],
);

export interface PermissionTexts {
  /** A resource's name, e.g. "Policies". */
  resource: (resource: PermissionResource) => string;
  /** What a permission allows, e.g. "List and export policies". */
  description: (permission: Permission) => string;
  /** The titles of the pages a permission opens, as the menu names them. */
  screens: (permission: Permission) => string[];
}

/** The words of the permissions in the current language. */
export function usePermissionTexts(): PermissionTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      resource: (resource) => t(`roles.resource.${resource}`),
      description: (permission) => t(`roles.permission.${permission}`),
      screens: (permission) => routesOpenedBy(permission).map((route) => t(messageKey(route.titleKey))),
    }),
    [t],
  );
}
