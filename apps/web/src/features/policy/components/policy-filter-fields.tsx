import { useTranslation } from '@/lib/i18n';
import { DatePicker, Form, Input } from '@arco-design/web-react';
import { PolicyOptionSelect } from './policy-options';

/** The filters of the policy search table (docs/product.md, Search table), as `Form.Item`s. */
export function usePolicyFilterFields() {
  const { t } = useTranslation();
  const all = t('policy.form.all');
  return [
    <Form.Item key="number" field="number" label={t('policy.form.number')}>
      <Input allowClear placeholder={t('policy.form.number.placeholder')} />
    </Form.Item>,
    <Form.Item key="name" field="name" label={t('policy.form.name')}>
      <Input allowClear placeholder={t('policy.form.name.placeholder')} />
    </Form.Item>,
    <Form.Item key="contentType" field="contentType" label={t('policy.form.contentType')}>
      <PolicyOptionSelect field="contentType" allowClear placeholder={all} />
    </Form.Item>,
    <Form.Item key="filterType" field="filterType" label={t('policy.form.filterType')}>
      <PolicyOptionSelect field="filterType" allowClear placeholder={all} />
    </Form.Item>,
    <Form.Item key="createdTime" field="createdTime" label={t('policy.form.createdTime')}>
      <DatePicker.RangePicker style={{ width: '100%' }} />
    </Form.Item>,
    <Form.Item key="status" field="status" label={t('policy.form.status')}>
      <PolicyOptionSelect field="status" allowClear placeholder={all} />
    </Form.Item>,
  ];
}
