import { useState, type Key, type ReactNode } from 'react';
import { Empty, Spin } from '@arco-design/web-react';
import { IconCaretDown, IconCaretUp } from '@arco-design/web-react/icon';
import styles from './simple-table.module.css';

type SortOrder = 'ascending' | 'descending';

export interface SimpleColumn<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  /** Fixed width in pixels; the other columns share the rest. */
  width?: number;
  /** One line with an ellipsis, the whole text in the cell's `title`. */
  ellipsis?: (row: Row) => string;
  /** Makes the column sortable in the browser: ascending order of two rows. */
  sorter?: (a: Row, b: Row) => number;
}

export interface SimpleTableProps<Row> {
  columns: readonly SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  loading?: boolean;
  className?: string;
}

/** The least a column without a fixed width keeps beside fixed ones, before the table scrolls sideways. */
const FLEXIBLE_MIN_WIDTH = 120;

/**
 * Fixed columns cannot shrink, so on a narrow screen they would squeeze the others to nothing: the
 * table is then at least this wide and scrolls. Without fixed columns, all of them share and wrap.
 */
function minWidthOf<Row>(columns: readonly SimpleColumn<Row>[]): number | undefined {
  if (!columns.some((column) => column.width)) return undefined;
  return columns.reduce((sum, column) => sum + (column.width ?? FLEXIBLE_MIN_WIDTH), 0);
}

const NEXT_ORDER: Record<SortOrder | 'none', SortOrder | undefined> = {
  none: 'ascending',
  ascending: 'descending',
  descending: undefined,
};

/**
 * A read-only table for a short list that needs no paging, selection or filters (a dashboard's
 * top five): a real `<table>` in Arco's look, with optional sorting in the browser. Arco's Table
 * brings pagination, select and a large utility set along (27 KiB gzip of the Workplace's load).
 */
export function SimpleTable<Row>({ columns, rows, rowKey, loading = false, className }: SimpleTableProps<Row>) {
  const [sort, setSort] = useState<{ key: string; order: SortOrder }>();
  const sorter = columns.find((column) => column.key === sort?.key)?.sorter;
  const shown =
    sort && sorter ? [...rows].sort((a, b) => (sort.order === 'ascending' ? sorter(a, b) : sorter(b, a))) : rows;

  const toggle = (key: string) => {
    const order = NEXT_ORDER[sort?.key === key ? sort.order : 'none'];
    setSort(order ? { key, order } : undefined);
  };

  return (
    <Spin loading={loading} className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>
      <div className={styles.scroller}>
        <table className={styles.table} style={{ minWidth: minWidthOf(columns) }}>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => {
                const order = sort?.key === column.key ? sort.order : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={column.sorter ? (order ?? 'none') : undefined}>
                    {column.sorter ? (
                      <button type="button" className={styles.sortButton} onClick={() => toggle(column.key)}>
                        {column.title}
                        <span className={styles.sortIcons} aria-hidden>
                          <IconCaretUp className={order === 'ascending' ? styles.sortActive : undefined} />
                          <IconCaretDown className={order === 'descending' ? styles.sortActive : undefined} />
                        </span>
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={column.ellipsis ? styles.ellipsis : undefined}
                    title={column.ellipsis?.(row)}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && !loading && <Empty className={styles.empty} />}
    </Spin>
  );
}
