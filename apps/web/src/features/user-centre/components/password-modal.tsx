import { Form, Message, Modal } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n/i18n';
import { PasswordFields, usePasswordChangeForm } from './password-fields';

/** Changes the password: the old one is required, the new one follows the rules, every other session ends. */
export function PasswordModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, revalidate, submit, pending } = usePasswordChangeForm(() => {
    Message.success(t('userSetting.password.done'));
    onClose();
  });

  return (
    <Modal
      title={t('userSetting.password.title')}
      visible={visible}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={pending}
      afterClose={() => form.resetFields()}
      unmountOnExit
    >
      <Form form={form} layout="vertical" onValuesChange={revalidate} onSubmit={() => void submit()}>
        <PasswordFields />
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
