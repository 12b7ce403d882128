import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import {
  DataGrid,
  type CellKeyDownArgs,
  type CellKeyboardEvent,
  type Column,
  type DataGridHandle,
  type RenderEditCellProps,
} from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { DOCUMENT_LIMITS, cellName, columnName } from '@console/shared/document/constants';
import type { Sheet } from '@console/shared/document/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import { bounds, parseBlock, pasteBlock, rangeText, type Range } from './sheet-ops';
import styles from './excel.module.css';

type Row = string[];

export interface SheetGridProps {
  sheet: Sheet;
  /** One edit of the sheet: a cell, a paste, a cleared range (each is one undo step). */
  onChange: (sheet: Sheet) => void;
  range: Range;
  onRangeChange: (range: Range) => void;
  /** The text of the cell being edited as it is typed, and null when the edit ends (a stable function: the value bar shows it). */
  onEditText: (text: string | null) => void;
  onUndo: () => void;
  onRedo: () => void;
}

const ROW_NUMBER_KEY = 'row';
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * How an editor opens, as in a spreadsheet: a typed character replaces the cell's text; F2, Enter
 * or a double click edit the text as it is.
 */
type Entry = 'replace' | 'keep';

/** Enter moves down and Tab right, with Shift up and left: (rows, columns), or nothing for another key. */
function moveOf({ key, shiftKey }: CellKeyboardEvent): [number, number] | undefined {
  const sign = shiftKey ? -1 : 1;
  if (key === 'Enter') return [sign, 0];
  if (key === 'Tab') return [0, sign];
  return undefined;
}

/** The text editor of a cell; the grid's keys commit (Enter, Tab) or drop (Esc) its text. */
function CellEditor({
  row,
  rowIdx,
  column,
  onRowChange,
  onClose,
  entry,
  onEditText,
}: RenderEditCellProps<Row> & { entry: RefObject<Entry>; onEditText: (text: string | null) => void }) {
  const { t } = useTranslation();
  const index = Number(column.key);
  const input = useRef<HTMLInputElement>(null);
  // The editor opens on the user's own key or double click: it takes the focus at once. The key's
  // character lands after this, so on the selected text it replaces it; otherwise the caret is at the end.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    if (entry.current === 'replace') field.select();
    else field.setSelectionRange(field.value.length, field.value.length);
    return () => onEditText(null);
  }, [entry, onEditText]);
  return (
    <input
      ref={input}
      className={styles.editor}
      aria-label={t('excel.cell.editing', { cell: cellName(rowIdx, index) })}
      value={row[index] ?? ''}
      maxLength={DOCUMENT_LIMITS.cellMax}
      onChange={(event) => {
        onRowChange(row.with(index, event.target.value));
        onEditText(event.target.value);
      }}
      onBlur={() => onClose(true, false)}
    />
  );
}

/**
 * One sheet in a spreadsheet grid (react-data-grid, docs/decisions/017): column letters and row
 * numbers, sticky headers, rows and columns drawn only where they show (10,000 × 20 scrolls at
 * frame rate), the keys of a spreadsheet (a typed character replaces the cell, F2, Enter or a double
 * click edit it; Enter and Tab commit and move down or right, with Shift up or left; Esc drops the
 * edit), a range selected with Shift (arrows or click; a row number selects its row), copy and
 * paste of ranges as tab-separated text, Delete clears the range, and Ctrl+Z / Ctrl+Y undo and redo.
 */
export function SheetGrid({ sheet, onChange, range, onRangeChange, onEditText, onUndo, onRedo }: SheetGridProps) {
  const { t } = useTranslation();
  const dark = useSettings((s) => s.theme === 'dark');
  const box = bounds(range);
  const indexOf = useMemo(() => new Map(sheet.rows.map((row, i) => [row, i])), [sheet.rows]);
  const grid = useRef<DataGridHandle>(null);
  const entry = useRef<Entry>('keep');

  const columns = useMemo((): Column<Row>[] => {
    const { top, bottom, left, right } = box;
    const selected = (row: Row, column: number) => {
      const r = indexOf.get(row) ?? -1;
      return r >= top && r <= bottom && column >= left && column <= right;
    };
    return [
      {
        key: ROW_NUMBER_KEY,
        name: '#',
        width: 56,
        frozen: true,
        resizable: false,
        cellClass: styles.rowNumber,
        headerCellClass: styles.rowNumber,
        renderCell: ({ rowIdx }) => rowIdx + 1,
      },
      ...Array.from({ length: sheet.columns }, (_, c): Column<Row> => ({
        key: String(c),
        name: columnName(c),
        width: 120,
        resizable: true,
        editable: true,
        cellClass: (row) => (selected(row, c) ? styles.inRange : undefined),
        renderCell: ({ row }) => row[c],
        renderEditCell: (props) => <CellEditor {...props} entry={entry} onEditText={onEditText} />,
      })),
    ];
    // `box` is derived from `range` on every render; its four numbers decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheet.columns, indexOf, onEditText, box.top, box.bottom, box.left, box.right]);

  /** The sheet's column of a grid column index (the row numbers are column 0 of the grid). */
  const cellOf = (rowIdx: number, idx: number) => ({ row: rowIdx, column: Math.max(0, idx - 1) });

  const clearRange = () => {
    const { top, bottom, left, right } = box;
    onChange(
      pasteBlock(
        sheet,
        top,
        left,
        Array.from({ length: bottom - top + 1 }, () => Array<string>(right - left + 1).fill('')),
      ),
    );
  };

  const onCellKeyDown = (args: CellKeyDownArgs<Row>, event: CellKeyboardEvent) => {
    const move = moveOf(event);
    if (args.mode === 'EDIT') {
      // An input method's Enter confirms its composition, not the cell.
      if (event.nativeEvent.isComposing) event.preventGridDefault();
      else if (move) {
        event.preventGridDefault();
        event.preventDefault();
        args.onClose(true);
        // At the sheet's edge the cell stays where it is, its edit committed.
        grid.current?.setActivePosition(
          {
            rowIdx: Math.min(sheet.rows.length - 1, Math.max(0, args.rowIdx + move[0])),
            idx: Math.min(sheet.columns, Math.max(1, args.column.idx + move[1])),
          },
          { shouldFocus: true },
        );
      }
      return;
    }
    const step = ARROWS[event.key];
    const modifier = event.ctrlKey || event.metaKey;
    // Whichever key opens the editor below (the grid's default) says how it enters.
    entry.current = event.key === 'Enter' || event.key === 'F2' ? 'keep' : 'replace';
    if (event.key === 'Tab' && move) {
      event.preventGridDefault();
      const idx = (args.column?.idx ?? 0) + move[1];
      // Past the row's first or last cell Tab leaves the grid, as from any other widget: no keyboard trap.
      if (idx < 1 || idx > sheet.columns) return;
      event.preventDefault();
      args.setActivePosition({ rowIdx: args.rowIdx, idx }, { shouldFocus: true });
    } else if (step && event.shiftKey) {
      event.preventGridDefault();
      event.preventDefault();
      const focus = {
        row: Math.min(sheet.rows.length - 1, Math.max(0, range.focus.row + step[0])),
        column: Math.min(sheet.columns - 1, Math.max(0, range.focus.column + step[1])),
      };
      onRangeChange({ anchor: range.anchor, focus });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventGridDefault();
      clearRange();
    } else if (modifier && event.key.toLowerCase() === 'z') {
      event.preventGridDefault();
      event.preventDefault();
      if (event.shiftKey) onRedo();
      else onUndo();
    } else if (modifier && event.key.toLowerCase() === 'y') {
      event.preventGridDefault();
      event.preventDefault();
      onRedo();
    }
  };

  return (
    <DataGrid<Row>
      ref={grid}
      className={`${styles.grid} ${dark ? 'rdg-dark' : 'rdg-light'}`}
      aria-label={t('excel.grid', { sheet: sheet.name })}
      aria-description={t('excel.grid.keys')}
      columns={columns}
      rows={sheet.rows}
      rowKeyGetter={(row) => indexOf.get(row) ?? -1}
      rowHeight={32}
      headerRowHeight={32}
      onRowsChange={(rows) => onChange({ ...sheet, rows })}
      onActivePositionChange={({ rowIdx, column }) => {
        if (rowIdx < 0 || !column) return;
        // A plain move (Shift extends the range without moving): the range is the new cell, or its whole row.
        if (column.key === ROW_NUMBER_KEY)
          onRangeChange({ anchor: { row: rowIdx, column: 0 }, focus: { row: rowIdx, column: sheet.columns - 1 } });
        else onRangeChange({ anchor: cellOf(rowIdx, column.idx), focus: cellOf(rowIdx, column.idx) });
      }}
      onCellDoubleClick={() => {
        entry.current = 'keep';
      }}
      onCellMouseDown={({ rowIdx, column }, event) => {
        if (!event.shiftKey) return;
        event.preventGridDefault();
        const focus =
          column.key === ROW_NUMBER_KEY ? { row: rowIdx, column: sheet.columns - 1 } : cellOf(rowIdx, column.idx);
        onRangeChange({
          anchor: column.key === ROW_NUMBER_KEY ? { row: range.anchor.row, column: 0 } : range.anchor,
          focus,
        });
      }}
      onCellKeyDown={onCellKeyDown}
      onCellCopy={(_, event) => {
        event.clipboardData.setData('text/plain', rangeText(sheet, range));
        event.preventDefault();
      }}
      onCellPaste={({ row }, event) => {
        const text = event.clipboardData.getData('text/plain');
        if (text) onChange(pasteBlock(sheet, box.top, box.left, parseBlock(text)));
        event.preventDefault();
        return row;
      }}
    />
  );
}
