import { useId, type ReactElement } from 'react';
import styles from './settings-drawer.module.css';

interface SettingRowProps {
  label: string;
  /** Receives the id of the label, for `aria-labelledby`. */
  children: (labelId: string) => ReactElement;
}

/** One row of the drawer: a label and its control. */
export function SettingRow({ label, children }: SettingRowProps) {
  const labelId = useId();
  return (
    <div className={styles.row}>
      <span id={labelId}>{label}</span>
      {children(labelId)}
    </div>
  );
}
