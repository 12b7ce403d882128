import { useMemo } from 'react';
import {
  accountCreateSchema,
  accountUpdateSchema,
  type Account,
  type AccountCreateInput,
  type AccountUpdateInput,
} from '@console/shared/accounts/schemas';
import { ListScreen, type ListScreenTexts } from '@/components/list';
import { useTranslation } from '@/lib/i18n/i18n';
import { accountResource } from '../api/account-resource';
import { useAccountActions } from '../components/account-actions';
import {
  AccountCreateFields,
  AccountEditFields,
  NEW_ACCOUNT,
  useAccountColumns,
  useAccountFilters,
} from '../components/account-fields';

/** An edit sends its fields at the version read; the username and the password are not among them. */
const accountEditSchema = accountUpdateSchema.omit({ version: true });

/**
 * `/admin/users`: the accounts that may sign in (docs/product.md, Users), on the list kit. Besides
 * create, edit and delete, a row disables or enables its account, sets a temporary password and
 * ends the account's sessions.
 */
export default function AccountsPage() {
  const { t } = useTranslation();
  const actions = useAccountActions();
  const texts = useMemo(
    (): ListScreenTexts<Account> => ({
      createTitle: t('accounts.modal.create'),
      editTitle: ({ username }) => t('accounts.modal.edit', { username }),
      created: ({ username }) => t('accounts.toast.created', { username }),
      saved: ({ username }) => t('accounts.toast.saved', { username }),
      deleted: (count) => t('accounts.toast.deleted', { count }),
      confirmDelete: ({ username }) => t('accounts.confirm.delete', { username }),
      confirmBatchDelete: (count) => t('accounts.confirm.batchDelete', { count }),
      selectRow: ({ username }) => t('accounts.select', { username }),
    }),
    [t],
  );
  return (
    <>
      <ListScreen<Account, AccountCreateInput, Omit<AccountUpdateInput, 'version'>>
        id="accounts"
        title={t('accounts.title')}
        resource={accountResource}
        columns={useAccountColumns()}
        filters={useAccountFilters()}
        writes={{
          permission: 'account.write',
          form: {
            schema: accountCreateSchema,
            editSchema: accountEditSchema,
            fields: <AccountCreateFields />,
            editFields: <AccountEditFields />,
            defaults: NEW_ACCOUNT,
          },
          texts,
          rowControls: actions.rowControls,
        }}
      />
      {actions.dialogs}
    </>
  );
}
