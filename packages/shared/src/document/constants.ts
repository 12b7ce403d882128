/** Spreadsheet documents of `/docs/excel` (docs/product.md, Spreadsheet documents): limits, without zod. */

export const DOCUMENT_LIMITS = {
  nameMax: 60,
  /** Excel's own limit on a sheet name. */
  sheetNameMax: 31,
  sheets: 16,
  /** Rows and columns of one sheet: room for the 10,000 × 20 sheet the bench scrolls. */
  rows: 10_000,
  columns: 50,
  cellMax: 1000,
  /** A document's saved body (JSON) may be this large. */
  saveBytes: 8 * 1024 * 1024,
  /** An imported file may be this large (docs/product.md, Spreadsheet documents: 5 MB). */
  importBytes: 5 * 1024 * 1024,
  /** Documents one account may keep. */
  perUser: 100,
} as const;

/** A new sheet's size: the first sheet of a new document, or one added later. */
export const BLANK_SHEET = { rows: 50, columns: 10 } as const;

/** What an import accepts, by file extension. `.xls` (the binary Excel 97 format) is refused: see docs/decisions/018. */
export const IMPORT_EXTENSIONS = ['xlsx', 'csv'] as const;
export type ImportExtension = (typeof IMPORT_EXTENSIONS)[number];

/** A sheet can be filled from one of these lists (a localized header row, then every row). */
export const FILL_SOURCES = ['policies', 'tasks'] as const;
export type FillSource = (typeof FILL_SOURCES)[number];

/** A column's letters as spreadsheets name them: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A cell's address: `B7` for row index 6, column index 1. */
export const cellName = (row: number, column: number): string => `${columnName(column)}${row + 1}`;

/**
 * Text a spreadsheet program would run as a formula: it starts with `=`, `+`, `-` or `@` (or a
 * tab or carriage return), unless it is a plain number, signed or not, such as `-12.5`, `+5` or
 * `-1e3` (OWASP, "CSV injection").
 */
export const looksLikeFormula = (text: string): boolean =>
  /^[=+\-@\t\r]/.test(text) && !/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text);
