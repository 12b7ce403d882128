import { Form, Input } from '@arco-design/web-react';
import { CHAT_LIMITS } from '@console/shared/assistant/constants';
import { conversationRenameSchema } from '@console/shared/assistant/schemas';
import { CrudModal } from '@/components/crud-modal';
import { useTranslation } from '@/lib/i18n/i18n';

interface RenameDialogProps {
  title: string;
  onSubmit: (values: { title: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A conversation's rename, validated by the shared `conversationRenameSchema`; it loads with its
 * first opening, so that the chat's first load carries no form and no zod.
 */
export default function RenameDialog({ title, onSubmit, onClose }: RenameDialogProps) {
  const { t } = useTranslation();
  return (
    <CrudModal
      title={t('chat.rename.title')}
      visible
      schema={conversationRenameSchema}
      initialValues={{ title }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item label={t('chat.rename.field')} field="title">
        <Input maxLength={CHAT_LIMITS.titleMax} />
      </Form.Item>
    </CrudModal>
  );
}
