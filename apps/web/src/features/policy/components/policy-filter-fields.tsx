import { useTranslation } from '@/lib/i18n';
import { DatePicker, Form, Input } from '@arco-design/web-react';
import { PolicyOptionSelect } from './policy-options';

/** The filters of the policy search table (screens.md 2.3), as `Form.Item`s. */
export function usePolicyFilterFields() {
  const { t } = useTranslation();
  const all = t('searchTable.form.all');
  return [
    <Form.Item key="number" field="number" label={t('searchTable.form.number')}>
      <Input allowClear placeholder={t('searchTable.form.number.placeholder')} />
    </Form.Item>,
    <Form.Item key="name" field="name" label={t('searchTable.form.name')}>
      <Input allowClear placeholder={t('searchTable.form.name.placeholder')} />
    </Form.Item>,
    <Form.Item key="contentType" field="contentType" label={t('searchTable.form.contentType')}>
      <PolicyOptionSelect field="contentType" allowClear placeholder={all} />
    </Form.Item>,
    <Form.Item key="filterType" field="filterType" label={t('searchTable.form.filterType')}>
      <PolicyOptionSelect field="filterType" allowClear placeholder={all} />
    </Form.Item>,
    <Form.Item key="createdTime" field="createdTime" label={t('searchTable.form.createdTime')}>
      <DatePicker.RangePicker style={{ width: '100%' }} />
    </Form.Item>,
    <Form.Item key="status" field="status" label={t('searchTable.form.status')}>
      <PolicyOptionSelect field="status" allowClear placeholder={all} />
    </Form.Item>,
  ];
}
