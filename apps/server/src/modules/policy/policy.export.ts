import type { Policy } from '@console/shared/policy/schemas';
import { translate } from '../../i18n/i18n';
import type { ExportSpec } from '../../kit/export-file';
import { formatDateTime } from '../../lib/format-time';
import './policy.messages';

/** The export's columns: what the table shows, labels in the caller's language. */
export const policyExport: ExportSpec<Policy> = {
  name: 'policies',
  sheetName: 'policy.sheetName',
  columns: [
    { header: 'policy.column.number', cell: (policy) => policy.number },
    { header: 'policy.column.name', cell: (policy) => policy.name },
    {
      header: 'policy.column.contentType',
      cell: (policy, locale) => translate(locale, `policy.contentType.${policy.contentType}`),
    },
    {
      header: 'policy.column.filterType',
      cell: (policy, locale) => translate(locale, `policy.filterType.${policy.filterType}`),
    },
    { header: 'policy.column.count', cell: (policy) => policy.count },
    { header: 'policy.column.createdTime', cell: (policy) => formatDateTime(new Date(policy.createdTime)) },
    { header: 'policy.column.status', cell: (policy, locale) => translate(locale, `policy.status.${policy.status}`) },
  ],
};
