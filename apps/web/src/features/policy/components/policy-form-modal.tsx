import { useTranslation } from '@/lib/i18n';
import { Form, Input, InputNumber } from '@arco-design/web-react';
import { POLICY_COUNT_MAX, policyInputSchema, type Policy, type PolicyCreateInput } from '@console/shared';
import { CrudModal } from '@/components/crud-modal';
import { PolicyOptionSelect } from './policy-options';

export interface PolicyFormModalProps {
  visible: boolean;
  /** The policy being edited; absent when creating one. */
  policy?: Policy;
  onSubmit: (input: PolicyCreateInput) => Promise<unknown>;
  onClose: () => void;
}

const NEW_POLICY: Partial<PolicyCreateInput> = { contentType: 'img', filterType: 'artificial', status: 'offline', count: 0 };

/** Create or edit a policy; the server assigns the number of a new one. */
export function PolicyFormModal({ visible, policy, onSubmit, onClose }: PolicyFormModalProps) {
  const { t } = useTranslation();
  return (
    <CrudModal
      title={policy ? t('searchTable.modal.edit', { number: policy.number }) : t('searchTable.modal.create')}
      visible={visible}
      schema={policyInputSchema}
      initialValues={policy ?? NEW_POLICY}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item field="name" label={t('searchTable.form.name')} required>
        <Input placeholder={t('searchTable.form.name.placeholder')} />
      </Form.Item>
      <Form.Item field="contentType" label={t('searchTable.form.contentType')} required>
        <PolicyOptionSelect field="contentType" />
      </Form.Item>
      <Form.Item field="filterType" label={t('searchTable.form.filterType')} required>
        <PolicyOptionSelect field="filterType" />
      </Form.Item>
      <Form.Item field="count" label={t('searchTable.form.count')} required>
        <InputNumber min={0} max={POLICY_COUNT_MAX} precision={0} />
      </Form.Item>
      <Form.Item field="status" label={t('searchTable.form.status')} required>
        <PolicyOptionSelect field="status" />
      </Form.Item>
    </CrudModal>
  );
}
