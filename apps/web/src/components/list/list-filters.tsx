import type { ReactNode } from 'react';
import { DatePicker, Form, Input, Select, type SelectProps } from '@arco-design/web-react';

/** One choice of a select: its value in the query, its words on screen. */
export interface ListOption {
  value: string | number;
  label: string;
}

interface FilterBase {
  /** The query schema's filter field. */
  field: string;
  label: string;
}

/**
 * A filter of a list's search form, as data: the kit renders it as a `Form.Item` named after its
 * field (clearable text, clearable select, a date range across the column, or a screen's own control).
 */
export type ListFilter = FilterBase &
  (
    | { kind: 'text'; placeholder?: string; maxLength?: number }
    | { kind: 'select'; options: readonly ListOption[]; placeholder?: string }
    | { kind: 'dateRange' }
    /** A control of the screen's own (a picker that loads its options): `Form.Item` gives it value and onChange. */
    | { kind: 'custom'; render: () => ReactNode }
  );

/** A select over a fixed list of options. */
export function OptionSelect({
  options,
  ...rest
}: Omit<SelectProps, 'children' | 'options'> & { options: readonly ListOption[] }) {
  return (
    <Select {...rest}>
      {options.map(({ value, label }) => (
        <Select.Option key={value} value={value}>
          {label}
        </Select.Option>
      ))}
    </Select>
  );
}

function control(filter: ListFilter): ReactNode {
  switch (filter.kind) {
    case 'text':
      return <Input allowClear maxLength={filter.maxLength} placeholder={filter.placeholder} />;
    case 'select':
      return <OptionSelect allowClear options={filter.options} placeholder={filter.placeholder} />;
    case 'dateRange':
      return <DatePicker.RangePicker style={{ width: '100%' }} />;
    case 'custom':
      return filter.render();
  }
}

/** The `Form.Item` of a filter. */
export function FilterItem({ filter }: { filter: ListFilter }) {
  return (
    <Form.Item field={filter.field} label={filter.label}>
      {control(filter)}
    </Form.Item>
  );
}
