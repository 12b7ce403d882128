import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { Button, Divider, Form, Grid } from '@arco-design/web-react';
import { useSettings } from '@/stores/settings';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { FilterItem, type ListFilter } from './list-filters';
import styles from './search-table.module.css';

export interface SearchFormProps {
  /** The filters, in order; three per row. */
  filters: readonly ListFilter[];
  /** The filters the list shows now (from the URL); the form follows them on back/forward. */
  values: Record<string, unknown>;
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
}

/** Filters in a row of the form on a wide screen (`xl`). */
const FILTERS_PER_ROW = 3;

/**
 * The filter area of a search table: fields on the left, search and reset on the right (one above
 * the other beside two rows of fields, side by side beside one); on a phone or tablet the fields
 * stack, each label above its field, and the buttons go under them.
 */
export function SearchForm({ filters, values, onSearch, onReset }: SearchFormProps) {
  const { t } = useTranslation();
  const stacked = useSettings((s) => s.device === 'mobile');
  const [form] = Form.useForm();
  // Field ids stay unique while a kept-alive copy of the page is mounted next to this one.
  const id = useId();

  // Follow the URL's filters when they change (back/forward, a shared link), but not when a
  // kept-alive page is shown again: its effects re-run then, and unsent input must survive.
  const shownValues = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(values);
    if (shownValues.current === key) return;
    shownValues.current = key;
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);

  // Three filters or fewer make one row on a wide screen: the buttons then stand side by side beside it.
  const layout = stacked ? styles.formStacked : filters.length <= FILTERS_PER_ROW ? styles.formOneRow : '';
  return (
    <div className={`${styles.form} ${layout}`}>
      <Form
        id={id}
        form={form}
        layout={stacked ? 'vertical' : 'horizontal'}
        labelAlign="left"
        {...(stacked ? {} : { labelCol: { flex: '112px' }, wrapperCol: { flex: 1 } })}
        onSubmit={(submitted: Record<string, unknown>) => onSearch(submitted)}
        className={styles.formFields}
      >
        <Grid.Row gutter={24}>
          {filters.map((filter) => (
            <Grid.Col key={filter.field} xs={24} md={12} xl={8}>
              <FilterItem filter={filter} />
            </Grid.Col>
          ))}
        </Grid.Row>
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {!stacked && <Divider type="vertical" className={styles.formDivider} />}
      <div className={styles.formButtons}>
        <Button type="primary" icon={<IconSearch />} onClick={() => form.submit()}>
          {t('table.search')}
        </Button>
        <Button
          icon={<IconRefresh />}
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('table.reset')}
        </Button>
      </div>
    </div>
  );
}
