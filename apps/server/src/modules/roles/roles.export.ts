import type { RoleRecord } from '@console/shared/roles/schemas';
import { translate } from '../../i18n/i18n';
import type { ExportSpec } from '../../kit/export-file';
import { formatDateTime } from '../../lib/format-time';
import './roles.messages';

/** The export's columns: what the role list shows, with both labels and every permission by name. */
export const roleExport: ExportSpec<RoleRecord> = {
  name: 'roles',
  sheetName: 'roles.sheetName',
  columns: [
    { header: 'roles.column.name', cell: (role) => role.name },
    { header: 'roles.column.labelZhCN', cell: (role) => role.labels['zh-CN'] },
    { header: 'roles.column.labelEnUS', cell: (role) => role.labels['en-US'] },
    {
      header: 'roles.column.builtin',
      cell: (role, locale) => translate(locale, role.builtin ? 'roles.yes' : 'roles.no'),
    },
    {
      header: 'roles.column.requireSecondFactor',
      cell: (role, locale) => translate(locale, role.requireSecondFactor ? 'roles.yes' : 'roles.no'),
    },
    { header: 'roles.column.permissions', cell: (role) => role.permissions.join(', ') },
    { header: 'roles.column.accounts', cell: (role) => String(role.accounts) },
    { header: 'roles.column.updatedTime', cell: (role) => formatDateTime(new Date(role.updatedTime)) },
  ],
};
