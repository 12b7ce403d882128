import { MixedCheckbox } from '../mixed-checkbox';
import styles from './search-table.module.css';

export interface SelectAllCheckboxProps {
  /** Accessible name, e.g. "Select all rows on this page". */
  label: string;
  /** How many of the page's rows are selected, out of `total`. */
  selected: number;
  total: number;
  onChange: (all: boolean) => void;
}

/**
 * The table's select-all checkbox, labelled and with its mixed state told to assistive technology
 * (Arco's built-in one is neither).
 */
export function SelectAllCheckbox({ label, selected, total, onChange }: SelectAllCheckboxProps) {
  const all = total > 0 && selected === total;
  return (
    <MixedCheckbox
      checked={all}
      indeterminate={selected > 0 && !all}
      disabled={total === 0}
      onChange={(checked: boolean) => onChange(checked)}
    >
      <span className={styles.visuallyHidden}>{label}</span>
    </MixedCheckbox>
  );
}
