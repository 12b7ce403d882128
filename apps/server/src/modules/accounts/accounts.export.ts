import type { Locale } from '@console/shared';
import type { Account } from '@console/shared/accounts/schemas';
import { translate } from '../../i18n/i18n';
import type { ExportSpec } from '../../kit/export-file';
import { formatDateTime } from '../../lib/format-time';
import './accounts.messages';

/** The account's second factors in words, as the list's tags show them. */
function secondFactors({ secondFactor: totp, passkeys: count }: Account, locale: Locale): string {
  if (totp && count > 0) return translate(locale, 'accounts.secondFactor.totpAndPasskeys', { count });
  if (totp) return translate(locale, 'accounts.secondFactor.totp');
  if (count > 0) return translate(locale, 'accounts.secondFactor.passkeys', { count });
  return translate(locale, 'accounts.secondFactor.off');
}

/** The export's columns: what the account list shows, labels in the caller's language. */
export const accountExport: ExportSpec<Account> = {
  name: 'users',
  sheetName: 'accounts.sheetName',
  columns: [
    { header: 'accounts.column.username', cell: (account) => account.username },
    { header: 'accounts.column.name', cell: (account) => account.name },
    { header: 'accounts.column.email', cell: (account) => account.email },
    // By name: the names are what accounts hold, and custom roles are named by administrators.
    { header: 'accounts.column.roles', cell: (account) => account.roles.join(', ') },
    {
      header: 'accounts.column.status',
      cell: (account, locale) => translate(locale, `accounts.status.${account.status}`),
    },
    {
      header: 'accounts.column.mustChangePassword',
      cell: (account, locale) => translate(locale, account.mustChangePassword ? 'accounts.yes' : 'accounts.no'),
    },
    { header: 'accounts.column.secondFactor', cell: secondFactors },
    { header: 'accounts.column.createdTime', cell: (account) => formatDateTime(new Date(account.createdTime)) },
  ],
};
