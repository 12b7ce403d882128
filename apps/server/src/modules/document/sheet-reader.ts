/**
 * Reads an imported file into a sheet's rows; the import worker (import-worker.ts) runs it on a
 * thread of its own with a bounded heap (docs/decisions/035). Any refusal (damage, a formula, a
 * sheet too large) is the answer, and the document stays as it was. Every reader stops at the
 * first problem: a row or a column past the limits, a cell too long, too much inflated markup.
 */
import { parse } from 'csv-parse/sync';
import type { CellValue } from 'exceljs';
import { DOCUMENT_LIMITS, cellName, looksLikeFormula } from '@console/shared/document/constants';
import type { MessageKey } from '../../i18n/i18n';
import { TOO_LARGE, type ImportOutcome, type ImportRefusal, type ImportRequest, type ImportedSheet } from './import-protocol';
import { workbookFeed, type WorkbookFeed } from './xlsx-feed';

class Refused extends Error {
  constructor(readonly refusal: ImportRefusal) {
    super(refusal.msgKey);
  }
}

const refuse = (msgKey: MessageKey, params: Record<string, string | number> = {}) => new Refused({ msgKey, params });
const tooLarge = () => new Refused(TOO_LARGE);

/**
 * The most markup an `.xlsx` may inflate to: what every cell the limits allow takes (about 45
 * bytes in the sheet, 16 more in the shared strings), and as much text as a document may be saved
 * with. Excel's own 10,000 × 50 sheet of short text is 23 MB.
 */
const INFLATED_MAX = DOCUMENT_LIMITS.rows * DOCUMENT_LIMITS.columns * 64 + DOCUMENT_LIMITS.saveBytes;

/** Dates are told by their cells' number formats, so the styles are read; links and other sheets are not. */
const READER_OPTIONS = { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'ignore' } as const;

/** A cell's text as the grid holds it, or its refusal: too long, NUL, or text a spreadsheet would run. */
function checked(text: string, row: number, column: number): string {
  if (text.length > DOCUMENT_LIMITS.cellMax) throw refuse('errors.importCellTooLong', { cell: cellName(row, column), max: DOCUMENT_LIMITS.cellMax });
  if (text.includes('\u0000')) throw refuse('errors.importNotText');
  if (looksLikeFormula(text)) throw refuse('errors.importFormula', { cell: cellName(row, column) });
  return text;
}

/** An `.xlsx` cell's value as text; a formula is refused (values only). */
function cellText(value: CellValue, row: number, column: number): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) throw refuse('errors.importFormula', { cell: cellName(row, column) });
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value);
}

async function readXlsx(file: Buffer): Promise<string[][]> {
  let feed: WorkbookFeed;
  try {
    feed = workbookFeed(file, INFLATED_MAX);
  } catch {
    throw refuse('errors.importCorrupt');
  }
  // Loaded here: a .csv need not wait for it.
  const { default: ExcelJS } = await import('exceljs');
  const rows: string[][] = [];
  let read = 0;
  try {
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(feed.stream, READER_OPTIONS)) {
      for await (const row of sheet) {
        // Empty rows are absent from the markup: a row's number places it. Every row element
        // counts, so one repeated under the same number cannot keep the reader going.
        const index = row.number >= 1 ? row.number - 1 : rows.length;
        if (++read > DOCUMENT_LIMITS.rows || index >= DOCUMENT_LIMITS.rows || row.cellCount > DOCUMENT_LIMITS.columns) throw tooLarge();
        while (rows.length < index) rows.push([]);
        rows[index] = Array.from({ length: row.cellCount }, (_, column) => checked(cellText(row.getCell(column + 1).value, index, column), index, column));
      }
      // The feed passes on one worksheet: a part crafted to look like two is read no further.
      break;
    }
  } catch (error) {
    if (error instanceof Refused) throw error;
    if (!feed.cut) throw refuse('errors.importCorrupt');
  } finally {
    feed.stream.destroy();
  }
  if (feed.cut) throw feed.cut === 'over-budget' ? tooLarge() : refuse('errors.importCorrupt');
  return rows;
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
