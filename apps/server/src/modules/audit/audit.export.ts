import type { AuditLog, Locale } from '@console/shared';
import { isMessageKey, translate } from '../../i18n/i18n';
import type { ExportSpec } from '../../kit/export-file';
import { formatDateTime } from '../../lib/format-time';
import './audit.messages';

/** The label of a record type or an action; an entry written before its label existed shows its identifier. */
const labelOf = (locale: Locale, key: string, identifier: string) =>
  isMessageKey(key) ? translate(locale, key) : identifier;

/** A snapshot as one cell: its fields as JSON, empty when there is none (a creation has no "before"). */
const snapshotCell = (snapshot: AuditLog['before']) => (snapshot ? JSON.stringify(snapshot) : '');

/** The download's columns: what the audit screen shows, labels in the caller's language. */
export const auditExport: ExportSpec<AuditLog> = {
  name: 'audit-log',
  sheetName: 'audit.sheetName',
  columns: [
    { header: 'audit.column.time', cell: (entry) => formatDateTime(new Date(entry.createdTime)) },
    { header: 'audit.column.actor', cell: (entry) => entry.actorName },
    {
      header: 'audit.column.action',
      cell: (entry, locale) => labelOf(locale, `audit.action.${entry.action}`, entry.action),
    },
    {
      header: 'audit.column.entityType',
      cell: (entry, locale) => labelOf(locale, `audit.entity.${entry.entityType}`, entry.entityType),
    },
    { header: 'audit.column.entityId', cell: (entry) => entry.entityId },
    { header: 'audit.column.before', cell: (entry) => snapshotCell(entry.before) },
    { header: 'audit.column.after', cell: (entry) => snapshotCell(entry.after) },
  ],
};
