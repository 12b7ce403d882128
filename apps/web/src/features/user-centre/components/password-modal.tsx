import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { changePasswordFormSchema } from '@console/shared/user-centre/schemas';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useTranslation } from '@/lib/i18n/i18n';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['oldPassword', 'newPassword', 'repeatPassword'] as const;

/** Changes the password: the old one is required, the new one follows the rules, every other session ends. */
export function PasswordModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, check, revalidate, showServerErrors } = useSchemaForm(changePasswordFormSchema, FIELDS);
  const change = useChangePassword();

  const submit = async () => {
    const { values } = check();
    if (!values || change.isPending) return;
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      Message.success(t('userSetting.password.done'));
      onClose();
    } catch (error) {
      showServerErrors(error);
    }
  };

  return (
    <Modal
      title={t('userSetting.password.title')}
      visible={visible}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      afterClose={() => form.resetFields()}
      unmountOnExit
    >
      <Form form={form} layout="vertical" onValuesChange={revalidate} onSubmit={() => void submit()}>
        <p>{t('userSetting.security.password.hint')}</p>
        <Form.Item field="oldPassword" label={t('userSetting.password.old')} required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item field="newPassword" label={t('userSetting.password.new')} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item field="repeatPassword" label={t('userSetting.password.repeat')} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
