import { Form, Input, Message, Select } from '@arco-design/web-react';
import { QUALITY_INSPECTION_KINDS, QUALITY_INSPECTION_TITLE_MAX } from '@console/shared/card-list/constants';
import { qualityInspectionInputSchema, type QualityInspectionInput } from '@console/shared/card-list/schemas';
import { CrudModal } from '@/components/crud-modal';
import { useTranslation } from '@/lib/i18n/i18n';
import { useCreateQualityInspection } from '../api/quality-inspection-writes';

/**
 * The new-queue dialog (admin), validated by the shared `qualityInspectionInputSchema`; it loads
 * with its first opening, so that the page's first load carries no form and no zod.
 */
export default function QualityInspectionCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateQualityInspection();
  const submit = async (input: QualityInspectionInput) => {
    const item = await create.mutateAsync(input);
    Message.success(t('cardList.toast.create', { title: item.title }));
  };
  return (
    <CrudModal
      title={t('cardList.create.title')}
      visible
      schema={qualityInspectionInputSchema}
      initialValues={{ kind: QUALITY_INSPECTION_KINDS[0] }}
      onSubmit={submit}
      onClose={onClose}
      okText={t('cardList.create.ok')}
    >
      {/* The title first: the dialog opens with the focus there, where Escape closes it (a select keeps Escape). */}
      <Form.Item field="title" label={t('cardList.create.name')} required>
        <Input
          maxLength={QUALITY_INSPECTION_TITLE_MAX}
          showWordLimit
          placeholder={t('cardList.create.namePlaceholder')}
        />
      </Form.Item>
      <Form.Item field="kind" label={t('cardList.create.kind')} required>
        <Select
          options={QUALITY_INSPECTION_KINDS.map((kind) => ({ value: kind, label: t(`cardList.kind.${kind}`) }))}
        />
      </Form.Item>
    </CrudModal>
  );
}
