/**
 * Reads an imported file into a sheet's rows; the import worker (import-worker.ts) runs it on a
 * thread of its own with a bounded heap (docs/decisions/035). Any refusal (damage, a formula, a
 * sheet too large) is the answer, and the document stays as it was. Every reader stops at the
 * first problem: a row or a column past the limits, a cell too long, too much inflated markup.
 */
import { parse } from 'csv-parse/sync';
import { DOCUMENT_LIMITS, cellName, looksLikeFormula } from '@console/shared/document/constants';
import type { MessageKey } from '../../i18n/i18n';
import {
  TOO_LARGE,
  type ImportOutcome,
  type ImportRefusal,
  type ImportRequest,
  type ImportedSheet,
} from './import-protocol';
import { OverBudget, ShownText, localName, openWorkbook, type Workbook } from './xlsx-feed';

class Refused extends Error {
  constructor(readonly refusal: ImportRefusal) {
    super(refusal.msgKey);
  }
}

const refuse = (msgKey: MessageKey, params: Record<string, string | number> = {}) => new Refused({ msgKey, params });
const tooLarge = () => new Refused(TOO_LARGE);
const damaged = () => refuse('errors.importCorrupt');

/**
 * The most markup an `.xlsx` may inflate to: what every cell the limits allow takes (about 45
 * bytes in the sheet, 16 more in the shared strings), and as much text as a document may be saved
 * with. Excel's own 10,000 × 50 sheet of short text is 23 MB.
 */
const INFLATED_MAX = DOCUMENT_LIMITS.rows * DOCUMENT_LIMITS.columns * 64 + DOCUMENT_LIMITS.saveBytes;

/** A cell's text as the grid holds it, or its refusal: too long, NUL, or text a spreadsheet would run. */
function checked(text: string, row: number, column: number): string {
  if (text.length > DOCUMENT_LIMITS.cellMax)
    throw refuse('errors.importCellTooLong', { cell: cellName(row, column), max: DOCUMENT_LIMITS.cellMax });
  if (text.includes('\u0000')) throw refuse('errors.importNotText');
  if (looksLikeFormula(text)) throw refuse('errors.importFormula', { cell: cellName(row, column) });
  return text;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * 1970-01-01 as a serial day of Excel's 1900 date system, counted from 1899-12-30 as exceljs did:
 * right for every date from March 1900 (Excel counts a 29 February 1900 that never was).
 */
const UNIX_EPOCH_1900 = 25_569;
/** The 1904 date system counts from 1904-01-01, 1,462 days later. */
const UNIX_EPOCH_1904 = UNIX_EPOCH_1900 - 1_462;

/** A date as the grid shows it: `2024-03-01` at midnight, the full ISO time otherwise. */
const dateText = (date: Date): string => date.toISOString().replace(/T00:00:00\.000Z$/, '');

/** A number in a date format: the serial day (its fraction the time of day) as a date, as exceljs computed it. */
function serialDateText(serial: number, date1904: boolean): string | undefined {
  const date = new Date(Math.round((serial - (date1904 ? UNIX_EPOCH_1904 : UNIX_EPOCH_1900)) * DAY_MS));
  return Number.isNaN(date.getTime()) ? undefined : dateText(date);
}

/** A `t="d"` cell holds an ISO 8601 date; one without a zone is read as UTC, as serial dates are. Unreadable, it is kept as text. */
function isoDateText(value: string): string {
  const date = new Date(/T[^Z+-]*$/.test(value) ? `${value}Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateText(date);
}

const BOOLEANS: Readonly<Record<string, string>> = { 1: 'TRUE', true: 'TRUE', 0: 'FALSE', false: 'FALSE' };

/** A row being read: its place in the sheet, and its cells' texts so far. */
interface Row {
  index: number;
  cells: string[];
}

/** A cell as the sheet's markup describes it. */
interface Cell {
  row: Row;
  column: number;
  /** The `t` attribute: `s` shared string, `str` a formula's text, `inlineStr`, `b`, `e` error, `d` date, `n` or none a number. */
  type: string | undefined;
  /** The `s` attribute: its cell format, which tells a date. */
  style: number;
}

/** A cell's text as the grid shows it, from its value (`<v>`, or `<is>` for an inline string). */
function cellText({ type, style }: Cell, value: string | undefined, workbook: Workbook): string {
  if (value === undefined || value === '') return '';
  switch (type) {
    case 'str':
    case 'inlineStr':
    case 'e':
      return value;
    case 's': {
      const text = workbook.sharedStrings[Number(value)];
      if (text === undefined) throw damaged();
      return text;
    }
    case 'b': {
      const text = BOOLEANS[value];
      if (text === undefined) throw damaged();
      return text;
    }
    case 'd':
      return isoDateText(value);
    default: {
      const number = Number(value);
      if (!Number.isFinite(number)) throw damaged();
      const date = workbook.dateStyles[style] ? serialDateText(number, workbook.date1904) : undefined;
      return date ?? String(number);
    }
  }
}

/** A cell's column from its address (`C7` → 2); a cell without one is refused as damaged. */
function columnOf(address: string | undefined): number {
  const letters = address && /^([A-Z]{1,3})\d+$/.exec(address)?.[1];
  if (!letters) throw damaged();
  let column = 0;
  for (let i = 0; i < letters.length; i++) column = column * 26 + letters.charCodeAt(i) - 64;
  if (column > DOCUMENT_LIMITS.columns) throw tooLarge();
  return column - 1;
}

/**
 * The first worksheet's rows as the grid shows them, read from its markup as it is inflated and
 * refused at the first limit crossed: a row element past the row limit (every one counts, so a
 * row repeated under one number cannot keep the reader going), a cell past the column limit, a
 * formula, a cell's text (checked()).
 */
async function rowsOf(workbook: Workbook): Promise<string[][]> {
  const rows: string[][] = [];
  const value = new ShownText();
  let read = 0;
  let row: Row | undefined;
  let cell: Cell | undefined;
  await workbook.readSheet({
    open({ name, attributes }) {
      const local = localName(name);
      if (cell) {
        if (local === 'f') throw refuse('errors.importFormula', { cell: cellName(cell.row.index, cell.column) });
        value.open(local);
      } else if (local === 'row') {
        // Empty rows are absent from the markup: a row's number places it, or it follows the last.
        const number = Number.parseInt(attributes.r ?? '', 10);
        const index = number >= 1 ? number - 1 : rows.length;
        if (++read > DOCUMENT_LIMITS.rows || index >= DOCUMENT_LIMITS.rows) throw tooLarge();
        while (rows.length < index) rows.push([]);
        const cells: string[] = [];
        rows[index] = cells;
        row = { index, cells };
      } else if (local === 'c' && row) {
        cell = { row, column: columnOf(attributes.r), type: attributes.t, style: Number(attributes.s ?? 0) };
        value.reset();
      }
    },
    close({ name }) {
      const local = localName(name);
      if (cell && local === 'c') {
        const {
          row: { index, cells },
          column,
        } = cell;
        while (cells.length < column) cells.push('');
        cells[column] = checked(cellText(cell, value.value, workbook), index, column);
        cell = undefined;
      } else if (cell) value.close(local);
      else if (local === 'row') row = undefined;
    },
    text: (text) => value.text(text),
  });
  return rows;
}

async function readXlsx(file: Buffer): Promise<string[][]> {
  try {
    return await rowsOf(await openWorkbook(file, INFLATED_MAX));
  } catch (error) {
    if (error instanceof Refused) throw error;
    // Anything else is the file's: its zip, its inflating or its markup.
    throw error instanceof OverBudget ? tooLarge() : damaged();
  }
}

function readCsv(file: Buffer): string[][] {
  let text: string;
  try {
    // A binary file renamed to .csv is not UTF-8 text, or holds NUL bytes.
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw refuse('errors.importNotText');
  }
  if (text.includes('\u0000')) throw refuse('errors.importNotText');
  let index = 0;
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // Past the row limit only empty rows may follow, trailing ones: they are not kept.
      on_record: (record: string[]) => {
        const row = index++;
        if (row >= DOCUMENT_LIMITS.rows && record.every((cell) => cell === '')) return null;
        if (row >= DOCUMENT_LIMITS.rows || record.length > DOCUMENT_LIMITS.columns) throw tooLarge();
        return record.map((cell, column) => checked(cell, row, column));
      },
    }) as string[][];
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw refuse('errors.importCorrupt');
  }
}

async function sheetOf({ kind, file }: ImportRequest): Promise<ImportedSheet> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const rows = kind === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  while (rows.length > 0 && rows.at(-1)?.every((cell) => cell === '')) rows.pop();
  if (rows.length === 0) throw refuse('errors.importEmpty');
  const columns = Math.max(...rows.map((row) => row.length));
  return { rows: rows.map((row) => [...row, ...Array<string>(columns - row.length).fill('')]), columns };
}

/** The sheet `request` holds, or why it is refused. Anything else thrown is a fault of this code. */
export async function readSheet(request: ImportRequest): Promise<ImportOutcome> {
  try {
    return { sheet: await sheetOf(request) };
  } catch (error) {
    if (error instanceof Refused) return { refusal: error.refusal };
    throw error;
  }
}
