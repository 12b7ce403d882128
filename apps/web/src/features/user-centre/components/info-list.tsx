import type { ReactNode } from 'react';
import styles from './user-centre.module.css';

/** Labelled values as a description list, in as many columns as fit (one on phones). */
export function InfoList({ items, columns = 2 }: { items: { label: string; value: ReactNode }[]; columns?: 2 | 3 }) {
  return (
    <dl className={columns === 3 ? `${styles.info} ${styles.info3}` : styles.info}>
      {items.map(({ label, value }) => (
        <div key={label} className={styles.infoItem}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
