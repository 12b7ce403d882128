import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { Button, Table, Tooltip } from '@arco-design/web-react';
import type { ColumnProps, TableProps } from '@arco-design/web-react/es/Table/interface';
import { IconFullscreen, IconFullscreenExit, IconRefresh } from '@arco-design/web-react/icon';
import type { ExportFormat, TableDensity } from '@console/shared';
import '../register-locales';
import { ColumnSettings } from './column-settings';
import { DensityMenu } from './density-menu';
import { ExportMenu } from './export-menu';
import type { ListFilter } from './list-filters';
import { SearchForm } from './search-form';
import { SelectAllCheckbox } from './select-all-checkbox';
import { TablePagination } from './table-pagination';
import type { TableUrlState } from './use-table-url-state';
import type { ListQuerySchema } from '@/lib/list/list-query';
import { useRevealCurrent } from '@/lib/dom/use-reveal-current';
import { useSidewaysScroll } from './use-sideways-scroll';
import { useTablePreferences } from './use-table-preferences';
import styles from './search-table.module.css';

/** A column of a search table: a stable key and a plain-text title for the column settings. */
export type SearchTableColumn<Row> = ColumnProps<Row> & { key: string; title: string };

export interface SearchTableProps<Row, S extends ListQuerySchema> {
  /** Names the remembered density and column settings. */
  id: string;
  /** The table's name for assistive technology (the screen's title). */
  label: string;
  /** The list state in the URL (`useTableUrlState`). */
  state: TableUrlState<S>;
  /** The filters of the search form, in order. */
  filters: readonly ListFilter[];
  columns: SearchTableColumn<Row>[];
  rowKey: keyof Row & string;
  rows: Row[] | undefined;
  total: number;
  /** The list holds more rows than `total` (see `TablePagination`). */
  totalCapped?: boolean;
  loading: boolean;
  onRefresh: () => void;
  /** Left side of the toolbar (create, batch actions…). */
  actions?: ReactNode;
  /** Downloads the whole filtered result; adds the download menu. */
  onExport?: (format: ExportFormat) => Promise<void>;
  /** Row selection (checkboxes) for batch actions. */
  selection?: TableSelection<Row>;
}

export interface TableSelection<Row> {
  keys: (string | number)[];
  onChange: (keys: (string | number)[]) => void;
  /** Accessible name of a row's checkbox, e.g. "Select policy 112". */
  rowLabel: (row: Row) => string;
  /** Whether a row may be selected (one the batch action cannot take may not); every row by default. */
  selectable?: (row: Row) => boolean;
}

const TABLE_SIZE: Record<TableDensity, NonNullable<TableProps['size']>> = {
  mini: 'mini',
  small: 'small',
  medium: 'middle',
  large: 'default',
};

const INDEX_KEY = 'index';

/** A row a link points at comes to the middle of the view. */
const centreRow = (row: HTMLElement) => row.scrollIntoView?.({ block: 'center', inline: 'nearest' });

/**
 * Filter form + toolbar (refresh, density, column settings, full screen, export) + table with
 * server-side paging and sorting, all driven by the list state in the URL, which may also point at
 * one row to show marked (`highlight=<id>`).
 */
export function SearchTable<Row, S extends ListQuerySchema>(props: SearchTableProps<Row, S>) {
  const { id, label, state, filters, columns, rowKey, rows, total, totalCapped, loading, onRefresh, actions } = props;
  const { onExport, selection } = props;
  const { t } = useTranslation();
  const [fullScreen, setFullScreen] = useState(false);
  const { query, highlight } = state;
  const tableArea = useRef<HTMLDivElement>(null);
  useSidewaysScroll(tableArea, label);
  const highlighted = (row: Row) => highlight !== undefined && row[rowKey] === highlight.id;
  // Not while a new page loads: the rows shown then are the last page's.
  useRevealCurrent(tableArea, highlight, rows !== undefined && !loading, centreRow);

  const allColumns = useMemo((): SearchTableColumn<Row>[] => {
    const index: SearchTableColumn<Row> = {
      key: INDEX_KEY,
      title: t('table.index'),
      width: 64,
      render: (_: unknown, _row: Row, i: number) => i + 1 + (query.current - 1) * query.pageSize,
    };
    return [index, ...columns];
  }, [columns, query, t]);
  const columnKeys = useMemo(() => allColumns.map((c) => c.key), [allColumns]);
  const preferences = useTablePreferences(id, columnKeys);

  const shownColumns = useMemo(() => {
    const byKey = new Map(allColumns.map((c) => [c.key, c]));
    return preferences.columns.flatMap(({ key, visible }) => {
      const column = byKey.get(key);
      if (!column || !visible) return [];
      const sorted = column.sorter
        ? { sortOrder: query.sortField === column.dataIndex ? query.sortOrder : undefined }
        : {};
      return [{ ...column, ...sorted, title: key === INDEX_KEY ? '#' : column.title }];
    });
  }, [allColumns, preferences.columns, query]);

  useEffect(() => {
    if (!fullScreen) return;
    const exitOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    window.addEventListener('keydown', exitOnEscape);
    return () => window.removeEventListener('keydown', exitOnEscape);
  }, [fullScreen]);

  const titles = useMemo(() => Object.fromEntries(allColumns.map((c) => [c.key, c.title])), [allColumns]);
  // The page's rows that select-all takes: those that may be selected.
  const pageKeys = (rows ?? [])
    .filter((row) => selection?.selectable?.(row) ?? true)
    .map((row) => row[rowKey] as string | number);

  return (
    <div className={fullScreen ? styles.fullScreen : undefined}>
      <SearchForm
        filters={filters}
        values={state.filters}
        onSearch={state.search}
        onReset={() => (state.reset(), onRefresh())}
      />
      <div className={styles.toolbar}>
        <div>{actions}</div>
        <div>
          {onExport && <ExportMenu onExport={onExport} />}
          <Tooltip content={t('table.refresh')}>
            <Button
              type="text"
              className={styles.action}
              icon={<IconRefresh />}
              aria-label={t('table.refresh')}
              onClick={onRefresh}
            />
          </Tooltip>
          <DensityMenu value={preferences.density} onChange={preferences.setDensity} />
          <ColumnSettings
            columns={preferences.columns}
            titles={titles}
            onToggle={preferences.toggleColumn}
            onMove={preferences.moveColumn}
            onReset={preferences.resetColumns}
          />
          <Tooltip content={t(fullScreen ? 'table.exitFullScreen' : 'table.fullScreen')}>
            <Button
              type="text"
              className={styles.action}
              icon={fullScreen ? <IconFullscreenExit /> : <IconFullscreen />}
              aria-label={t(fullScreen ? 'table.exitFullScreen' : 'table.fullScreen')}
              aria-pressed={fullScreen}
              onClick={() => setFullScreen((on) => !on)}
            />
          </Tooltip>
        </div>
      </div>
      <div ref={tableArea} className={styles.tableArea}>
        <Table<Row>
          rowKey={rowKey}
          columns={shownColumns}
          data={rows ?? []}
          loading={loading}
          border={false}
          className={styles.table}
          // A wide table scrolls sideways inside the card (phones, many columns) instead of clipping:
          // the style sheet and `useSidewaysScroll` do it, not Arco's `scroll`.
          tableLayoutFixed
          size={TABLE_SIZE[preferences.density]}
          rowSelection={
            selection && {
              type: 'checkbox',
              selectedRowKeys: selection.keys,
              onChange: selection.onChange,
              // Arco's own select-all checkbox cannot be labelled: this one selects the page's rows.
              checkAll: false,
              columnTitle: (
                <SelectAllCheckbox
                  label={t('table.selectAll')}
                  selected={pageKeys.filter((key) => selection.keys.includes(key)).length}
                  total={pageKeys.length}
                  onChange={(all) =>
                    selection.onChange(
                      all
                        ? [...new Set([...selection.keys, ...pageKeys])]
                        : selection.keys.filter((key) => !pageKeys.includes(key)),
                    )
                  }
                />
              ),
              checkboxProps: (row: Row) => ({
                disabled: !(selection.selectable?.(row) ?? true),
                children: <span className={styles.visuallyHidden}>{selection.rowLabel(row)}</span>,
              }),
            }
          }
          // The row a link points at (the global search's): tinted, with a bar at its start, and
          // "current" to assistive technology.
          rowClassName={(row) => (highlighted(row) && styles.highlighted) || ''}
          onRow={(row) => (highlighted(row) ? { 'aria-current': 'true' } : {})}
          pagination={false}
          onChange={(_pagination, sorter, _filters, extra) => {
            if (extra.action === 'sort' && !Array.isArray(sorter)) {
              state.sort(sorter.direction ? String(sorter.field) : undefined, sorter.direction);
            }
          }}
        />
      </div>
      <TablePagination
        current={query.current}
        pageSize={query.pageSize}
        total={total}
        totalCapped={totalCapped}
        onChange={state.paginate}
      />
    </div>
  );
}
