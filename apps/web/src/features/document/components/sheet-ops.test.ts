import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, cellName, columnName, looksLikeFormula } from '@console/shared/document/constants';
import {
  blankSheet,
  deleteColumns,
  deleteRows,
  insertColumn,
  insertRow,
  parseBlock,
  pasteBlock,
  rangeText,
  setCell,
  sheetOf,
} from './sheet-ops';

const sheet = () =>
  sheetOf('S', [
    ['a', 'b', 'c'],
    ['d', 'e', 'f'],
  ]);

describe('sheet edits', () => {
  it('names columns and cells like a spreadsheet', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(cellName(6, 1)).toBe('B7');
  });

  it('sets a cell without touching the other rows, and answers the same sheet for no change', () => {
    const before = sheet();
    const after = setCell(before, 1, 2, 'x');
    expect(after.rows).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'x'],
    ]);
    expect(after.rows[0]).toBe(before.rows[0]);
    expect(before.rows[1]).toEqual(['d', 'e', 'f']);
    expect(setCell(after, 1, 2, 'x')).toBe(after);
  });

  it('copies a range as tab-separated lines and pastes it back, growing the sheet', () => {
    const range = { anchor: { row: 1, column: 1 }, focus: { row: 0, column: 2 } };
    expect(rangeText(sheet(), range)).toBe('b\tc\ne\tf');
    const pasted = pasteBlock(sheet(), 1, 2, parseBlock('1\t2\r\n3\t4\n'));
    expect(pasted.columns).toBe(4);
    expect(pasted.rows).toEqual([
      ['a', 'b', 'c', ''],
      ['d', 'e', '1', '2'],
      ['', '', '3', '4'],
    ]);
  });

  it('never grows past the limits', () => {
    const wide = pasteBlock(blankSheet('W', 1, DOCUMENT_LIMITS.columns), 0, DOCUMENT_LIMITS.columns - 1, [
      ['x', 'cut'],
    ]);
    expect(wide.columns).toBe(DOCUMENT_LIMITS.columns);
    expect(wide.rows[0]?.at(-1)).toBe('x');
    expect(insertColumn(wide, 0)).toBe(wide);
  });

  it('inserts and deletes rows and columns, keeping at least one column', () => {
    expect(insertRow(sheet(), 1).rows).toEqual([
      ['a', 'b', 'c'],
      ['', '', ''],
      ['d', 'e', 'f'],
    ]);
    expect(deleteRows(sheet(), 0, 0).rows).toEqual([['d', 'e', 'f']]);
    expect(insertColumn(sheet(), 1).rows[0]).toEqual(['a', '', 'b', 'c']);
    expect(deleteColumns(sheet(), 0, 1).rows).toEqual([['c'], ['f']]);
    expect(deleteColumns(sheet(), 0, 2).columns).toBe(1);
  });

  it('tells formula-like text from numbers', () => {
    expect(['=1+1', '+A1', '-x', '@SUM', '\tx'].map(looksLikeFormula)).toEqual([true, true, true, true, true]);
    expect(['-12.5', '+3', '12', 'a=b', '', '-1e3', '+.5'].map(looksLikeFormula)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['-1+2', '+5e', '-.'].map(looksLikeFormula)).toEqual([true, true, true]);
  });
});
