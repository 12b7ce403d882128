import { BUILTIN_ROLES, type Locale, type Role } from '@console/shared';
import type { RoleLabels } from '@console/shared/roles/constants';
import { i18n, messageKey } from '@/lib/i18n/i18n';

/**
 * A role as people read it, in `locale`: the label administrators gave it (the profile's
 * `roleLabels`, the role options' `labels`); without one, the console's own name of a built-in
 * role, else the role's name.
 */
export function roleLabel(role: Role, labels: RoleLabels | undefined, locale: Locale): string {
  const label = labels?.[locale];
  if (label) return label;
  return (BUILTIN_ROLES as readonly Role[]).includes(role) ? i18n.getFixedT(locale)(messageKey(`role.${role}`)) : role;
}
