import { Form, Input, Message } from '@arco-design/web-react';
import { accountPasswordInputSchema, type Account } from '@console/shared/accounts/schemas';
import { CrudModal } from '@/components/crud-modal';
import { useTranslation } from '@/lib/i18n/i18n';
import { useResetPassword } from '../api/account-resource';

/** The dialog's field: the version goes with it from the row. */
const passwordFormSchema = accountPasswordInputSchema.omit({ version: true });

export interface ResetPasswordModalProps {
  /** The account whose password is reset (kept while the dialog closes). */
  account: Account | undefined;
  visible: boolean;
  onClose: () => void;
}

/** Sets a temporary password, at the row's version: the account replaces it at its next sign-in, and its sessions end now. */
export function ResetPasswordModal({ account, visible, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  const { mutateAsync: reset } = useResetPassword();
  const username = account?.username ?? '';
  return (
    <CrudModal
      title={t('accounts.resetPassword.title', { username })}
      visible={visible && account !== undefined}
      schema={passwordFormSchema}
      initialValues={{ password: '' }}
      okText={t('accounts.action.resetPassword')}
      onSubmit={async ({ password }) => {
        if (!account) return;
        await reset({ id: account.id, input: { password, version: account.version } });
        Message.success(t('accounts.toast.passwordReset', { username }));
      }}
      onClose={onClose}
    >
      <Form.Item
        field="password"
        label={t('accounts.resetPassword.password')}
        required
        extra={t('accounts.resetPassword.hint', { username })}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </CrudModal>
  );
}
