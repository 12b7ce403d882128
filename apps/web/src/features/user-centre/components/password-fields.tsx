import { Form, Input } from '@arco-design/web-react';
import { changePasswordFormSchema } from '@console/shared/user-centre/schemas';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useTranslation } from '@/lib/i18n/i18n';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['oldPassword', 'newPassword', 'repeatPassword'] as const;

/**
 * The password change's form (the settings' dialog, the page a temporary password leads to), checked
 * by the shared schema: `submit` sends it, then runs `onChanged`; the server's per-field refusals
 * (a wrong current password) show under their fields.
 */
export function usePasswordChangeForm(onChanged: () => unknown) {
  const { form, check, revalidate, showServerErrors } = useSchemaForm(changePasswordFormSchema, FIELDS);
  const change = useChangePassword();
  const submit = async () => {
    const { values } = check();
    if (!values || change.isPending) return;
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    } catch (error) {
      showServerErrors(error);
      return;
    }
    await onChanged();
  };
  return { form, revalidate, submit, pending: change.isPending };
}

/** The fields of the password change, for the form of `usePasswordChangeForm`: the password rules, the current password, the new one twice. */
export function PasswordFields({ oldLabel }: { oldLabel?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('userSetting.security.password.hint')}</p>
      <Form.Item field="oldPassword" label={oldLabel ?? t('userSetting.password.old')} required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item field="newPassword" label={t('userSetting.password.new')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item field="repeatPassword" label={t('userSetting.password.repeat')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
