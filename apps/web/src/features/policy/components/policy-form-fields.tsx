import { Form, Input, InputNumber } from '@arco-design/web-react';
import { POLICY_COUNT_MAX } from '@console/shared/policy/constants';
import type { PolicyInput } from '@console/shared/policy/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { PolicyOptionSelect } from './policy-options';

/** What a new policy starts with; the server assigns its number. */
export const NEW_POLICY: Partial<PolicyInput> = {
  contentType: 'img',
  filterType: 'artificial',
  status: 'offline',
  count: 0,
};

/** The create/edit fields, named after `policyInputSchema`. */
export function PolicyFormFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item field="name" label={t('policy.form.name')} required>
        <Input placeholder={t('policy.form.name.placeholder')} />
      </Form.Item>
      <Form.Item field="contentType" label={t('policy.form.contentType')} required>
        <PolicyOptionSelect field="contentType" />
      </Form.Item>
      <Form.Item field="filterType" label={t('policy.form.filterType')} required>
        <PolicyOptionSelect field="filterType" />
      </Form.Item>
      <Form.Item field="count" label={t('policy.form.count')} required>
        <InputNumber min={0} max={POLICY_COUNT_MAX} precision={0} />
      </Form.Item>
      <Form.Item field="status" label={t('policy.form.status')} required>
        <PolicyOptionSelect field="status" />
      </Form.Item>
    </>
  );
}
