import { DOCUMENT_LIMITS } from '@console/shared/document/constants';
import type { Sheet } from '@console/shared/document/schemas';

/**
 * A sheet's edits as pure functions: each answers a new sheet and leaves the old one as it was
 * (the undo history keeps the old ones), copying only the rows it changes.
 */

/** A rectangle of cells, corners inclusive, in any order. */
export interface Range {
  anchor: { row: number; column: number };
  focus: { row: number; column: number };
}

export const bounds = ({ anchor, focus }: Range) => ({
  top: Math.min(anchor.row, focus.row),
  bottom: Math.max(anchor.row, focus.row),
  left: Math.min(anchor.column, focus.column),
  right: Math.max(anchor.column, focus.column),
});

export const blankRow = (columns: number): string[] => Array<string>(columns).fill('');

export function blankSheet(name: string, rows: number, columns: number): Sheet {
  return { name, columns, rows: Array.from({ length: rows }, () => blankRow(columns)) };
}

/** A sheet holding `rows` as they come (a fill): as wide as the widest row. */
export function sheetOf(name: string, rows: string[][]): Sheet {
  const columns = Math.min(DOCUMENT_LIMITS.columns, Math.max(1, ...rows.map((row) => row.length)));
  return {
    name,
    columns,
    rows: rows
      .slice(0, DOCUMENT_LIMITS.rows)
      .map((row) => [...row.slice(0, columns), ...blankRow(Math.max(0, columns - row.length))]),
  };
}

export function setCell(sheet: Sheet, row: number, column: number, value: string): Sheet {
  const current = sheet.rows[row];
  if (!current || current[column] === value) return sheet;
  return { ...sheet, rows: sheet.rows.with(row, current.with(column, value)) };
}

/** Writes `block` with its top-left at (row, column), growing the sheet within its limits. */
export function pasteBlock(sheet: Sheet, row: number, column: number, block: string[][]): Sheet {
  const width = Math.max(0, ...block.map((line) => line.length));
  const columns = Math.min(DOCUMENT_LIMITS.columns, Math.max(sheet.columns, column + width));
  const rowCount = Math.min(DOCUMENT_LIMITS.rows, Math.max(sheet.rows.length, row + block.length));
  const rows = Array.from({ length: rowCount }, (_, r) => {
    const base = sheet.rows[r] ?? blankRow(sheet.columns);
    const widened = base.length < columns ? [...base, ...blankRow(columns - base.length)] : base;
    const line = block[r - row];
    if (!line) return widened;
    const next = [...widened];
    line.forEach((value, c) => {
      if (column + c < columns) next[column + c] = value;
    });
    return next;
  });
  return { ...sheet, columns, rows };
}

export function insertRow(sheet: Sheet, at: number): Sheet {
  if (sheet.rows.length >= DOCUMENT_LIMITS.rows) return sheet;
  return { ...sheet, rows: sheet.rows.toSpliced(at, 0, blankRow(sheet.columns)) };
}

export function deleteRows(sheet: Sheet, from: number, to: number): Sheet {
  return { ...sheet, rows: sheet.rows.toSpliced(from, to - from + 1) };
}

export function insertColumn(sheet: Sheet, at: number): Sheet {
  if (sheet.columns >= DOCUMENT_LIMITS.columns) return sheet;
  return { ...sheet, columns: sheet.columns + 1, rows: sheet.rows.map((row) => row.toSpliced(at, 0, '')) };
}

export function deleteColumns(sheet: Sheet, from: number, to: number): Sheet {
  const count = Math.min(to - from + 1, sheet.columns - 1);
  if (count <= 0) return sheet;
  return { ...sheet, columns: sheet.columns - count, rows: sheet.rows.map((row) => row.toSpliced(from, count)) };
}

/** The cells of `range` as tab-separated lines, as spreadsheet programs copy them. */
export function rangeText(sheet: Sheet, range: Range): string {
  const { top, bottom, left, right } = bounds(range);
  return sheet.rows
    .slice(top, bottom + 1)
    .map((row) => row.slice(left, right + 1).join('\t'))
    .join('\n');
}

/** Pasted text as a block of cells: lines of tab-separated values (a trailing newline adds no row). */
export function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t').map((cell) => cell.slice(0, DOCUMENT_LIMITS.cellMax)));
}
