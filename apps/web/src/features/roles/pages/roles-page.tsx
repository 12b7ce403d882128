import { useMemo } from 'react';
import type { z } from 'zod';
import { roleCreateSchema, roleUpdateSchema, type RoleRecord } from '@console/shared/roles/schemas';
import { ListScreen, type ListScreenTexts } from '@/components/list';
import { useTranslation } from '@/lib/i18n/i18n';
import { roleResource } from '../api/role-resource';
import {
  NEW_ROLE,
  RoleCreateFields,
  RoleEditFields,
  useRoleColumns,
  useRoleDeletable,
  useRoleFilters,
} from '../components/role-fields';

/** An edit sends its fields at the version read; the name stays (accounts and sessions hold it). */
const roleEditSchema = roleUpdateSchema.omit({ version: true });
/** What the dialog sends, before the server's defaults (a role requires no second factor unless it says so). */
type RoleCreateBody = z.input<typeof roleCreateSchema>;
type RoleEditBody = z.input<typeof roleEditSchema>;

/**
 * `/admin/roles`: the roles accounts hold and the permissions each grants (docs/permissions.md,
 * "Roles"), on the list kit. A change of a role's permissions reaches its signed-in accounts at
 * once; the built-in roles are never deleted, nor a role that accounts still hold.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const texts = useMemo(
    (): ListScreenTexts<RoleRecord> => ({
      createTitle: t('roles.modal.create'),
      editTitle: ({ name }) => t('roles.modal.edit', { name }),
      created: ({ name }) => t('roles.toast.created', { name }),
      saved: ({ name }) => t('roles.toast.saved', { name }),
      deleted: (count) => t('roles.toast.deleted', { count }),
      confirmDelete: ({ name }) => t('roles.confirm.delete', { name }),
      confirmBatchDelete: (count) => t('roles.confirm.batchDelete', { count }),
      selectRow: ({ name }) => t('roles.select', { name }),
    }),
    [t],
  );
  return (
    <ListScreen<RoleRecord, RoleCreateBody, RoleEditBody>
      id="roles"
      title={t('roles.title')}
      resource={roleResource}
      columns={useRoleColumns()}
      filters={useRoleFilters()}
      writes={{
        permission: 'role.write',
        form: {
          schema: roleCreateSchema,
          editSchema: roleEditSchema,
          fields: <RoleCreateFields />,
          editFields: <RoleEditFields />,
          defaults: NEW_ROLE,
        },
        texts,
        deletable: useRoleDeletable(),
      }}
    />
  );
}
