import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ApiCode } from '@console/shared';
import { DOCUMENT_LIMITS, IMPORT_EXTENSIONS, cellName, looksLikeFormula, type ImportExtension } from '@console/shared/document/constants';
import type { MessageKey } from '../../i18n/i18n';
import { AppError } from '../../lib/app-error';
import './document.messages';

const refuse = (msgKey: MessageKey, params: Record<string, string | number> = {}) => new AppError(400, ApiCode.validation, msgKey, { params });

/** The file's kind by its name; `.xls` (Excel 97) and anything else are refused with a reason. */
export function importKind(fileName: string): ImportExtension {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xls') throw refuse('errors.importXls');
  if (!IMPORT_EXTENSIONS.includes(extension as ImportExtension)) throw refuse('errors.importType');
  return extension as ImportExtension;
}

/** An `.xlsx` cell's value as the text the grid holds; a formula is refused (values only). */
function cellText(value: ExcelJS.CellValue, address: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) throw refuse('errors.importFormula', { cell: address });
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value);
}

async function readXlsx(file: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw refuse('errors.importCorrupt');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse('errors.importCorrupt');
  if (sheet.rowCount > DOCUMENT_LIMITS.rows || sheet.columnCount > DOCUMENT_LIMITS.columns) throw tooLarge();
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: sheet.columnCount }, (_, c) => cellText(row.getCell(c + 1).value, cellName(r - 1, c))));
  }
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
  try {
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw refuse('errors.importCorrupt');
  }
}

const tooLarge = () => refuse('errors.importTooLarge', { rows: DOCUMENT_LIMITS.rows, columns: DOCUMENT_LIMITS.columns });

/**
 * Reads an imported file into a sheet's rows, all or nothing: any refusal (type, damage, a
 * formula, a sheet too large) leaves the document as it was. Trailing empty rows are dropped and
 * every row is padded to the widest.
 */
export async function readImport(fileName: string, file: Buffer): Promise<{ rows: string[][]; columns: number }> {
  const rows = importKind(fileName) === 'xlsx' ? await readXlsx(file) : readCsv(file);
  while (rows.length > 0 && rows.at(-1)?.every((cell) => cell === '')) rows.pop();
  if (rows.length === 0) throw refuse('errors.importEmpty');
  const columns = Math.max(...rows.map((row) => row.length));
  if (rows.length > DOCUMENT_LIMITS.rows || columns > DOCUMENT_LIMITS.columns) throw tooLarge();
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell.length > DOCUMENT_LIMITS.cellMax) throw refuse('errors.importCellTooLong', { cell: cellName(r, c), max: DOCUMENT_LIMITS.cellMax });
      if (cell.includes('\u0000')) throw refuse('errors.importNotText');
      if (looksLikeFormula(cell)) throw refuse('errors.importFormula', { cell: cellName(r, c) });
    }),
  );
  return { rows: rows.map((row) => [...row, ...Array<string>(columns - row.length).fill('')]), columns };
}
