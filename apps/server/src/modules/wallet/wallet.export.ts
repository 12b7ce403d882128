import type { WalletTransaction } from '@console/shared/wallet/schemas';
import { translate } from '../../i18n/i18n';
import type { ExportSpec } from '../../kit/export-file';
import { formatDateTime } from '../../lib/format-time';
import './wallet.messages';

/** The download's columns: what the transactions table shows, labels in the caller's language. */
export const walletExport: ExportSpec<WalletTransaction> = {
  name: 'transactions',
  sheetName: 'wallet.sheetName',
  columns: [
    { header: 'wallet.column.serialNumber', cell: (row) => row.serialNumber },
    { header: 'wallet.column.time', cell: (row) => formatDateTime(new Date(row.createdTime)) },
    { header: 'wallet.column.type', cell: (row, locale) => translate(locale, `wallet.type.${row.type}`) },
    { header: 'wallet.column.amount', cell: (row) => row.amount },
    { header: 'wallet.column.balanceAfter', cell: (row) => row.balanceAfter },
    { header: 'wallet.column.channel', cell: (row, locale) => translate(locale, `wallet.channel.${row.channel}`) },
    { header: 'wallet.column.status', cell: (row, locale) => translate(locale, `wallet.status.${row.status}`) },
    { header: 'wallet.column.remark', cell: (row) => row.remark },
  ],
};
