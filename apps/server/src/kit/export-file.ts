import { PassThrough, Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { ExportFormat, Locale } from '@console/shared';
import { looksLikeFormula } from '@console/shared/document/constants';
import { translate, type MessageKey } from '../i18n/i18n';
import { formatDateTime } from '../lib/format-time';

export type Cell = string | number;

export interface ExportColumn<T> {
  /** The header, in the caller's language. */
  header: MessageKey;
  /** The cell as the screen shows it, labels in the caller's language. */
  cell: (row: T, locale: Locale) => Cell;
}

export interface ExportSpec<T> {
  /** Start of the file name: `<name>-YYYYMMDD-HHmmss.<format>`. */
  name: string;
  /** The XLSX sheet's name. */
  sheetName: MessageKey;
  columns: readonly ExportColumn<T>[];
}

/**
 * A text cell a spreadsheet would run as a formula (`looksLikeFormula`) gets a leading apostrophe,
 * so it shows as the text it is (OWASP, "CSV injection"). Numbers stay numbers, and so does a
 * signed number written as text: `+5` is as harmless as `-12.5`.
 */
export function neutralizeCell(cell: Cell): Cell {
  return typeof cell === 'string' && looksLikeFormula(cell) ? `'${cell}` : cell;
}

function csv(rows: AsyncIterable<Cell[]>, headers: string[] | undefined): Readable {
  // The BOM lets spreadsheet programs read the UTF-8 (Chinese) text correctly.
  return pipeline(
    Readable.from(rows),
    stringify({ bom: true, header: headers !== undefined, columns: headers }),
    () => undefined,
  );
}

async function xlsx(rows: AsyncIterable<Cell[]>, headers: string[] | undefined, sheetName: string): Promise<Readable> {
  // Loaded by the first XLSX download: at start-up it cost each process a fifth of a second.
  const { default: ExcelJS } = await import('exceljs');
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  if (headers) sheet.columns = headers.map((header) => ({ header, width: 20 }));
  (async () => {
    for await (const cells of rows) sheet.addRow(cells).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
  return body;
}

const fileStamp = (date: Date) => formatDateTime(date).replace(/[-:]/g, '').replace(' ', '-');

/** `rows` with its first item already read: a failure to read it rejects here, before any byte is sent. */
async function started<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

/** What a file of rows is called and holds besides its rows. */
export interface RowsFile {
  /** Start of the file name: `<name>-YYYYMMDD-HHmmss.<format>`. */
  name: string;
  sheetName: string;
  /** A header row above the rows; none when the rows carry their own. */
  headers?: string[];
}

/**
 * Streams rows of cells as a CSV or XLSX download, read as the client downloads them, each text
 * cell neutralised (`neutralizeCell`). The first row is read before the headers go out, so a
 * database failure is answered with the envelope, never with half a file.
 */
export async function sendRows(
  reply: FastifyReply,
  rows: AsyncIterable<Cell[]>,
  format: ExportFormat,
  file: RowsFile,
  now = new Date(),
) {
  const cells = (async function* () {
    // XLSX writes strings as text cells anyway; the same rule keeps both files alike.
    for await (const row of rows) yield row.map(neutralizeCell);
  })();
  const body = await started(cells);
  const fileName = `${file.name}-${fileStamp(now)}.${format}`;
  return reply
    .header(
      'content-type',
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(format === 'csv' ? csv(body, file.headers) : await xlsx(body, file.headers, file.sheetName));
}

/** A row's cells as `spec` shows them, labels in `locale`. */
export const cellsOf = <T>(spec: ExportSpec<T>, row: T, locale: Locale): Cell[] =>
  spec.columns.map((column) => column.cell(row, locale));

/** `spec`'s header row in `locale`. */
export const headersOf = <T>(spec: ExportSpec<T>, locale: Locale): string[] =>
  spec.columns.map((column) => translate(locale, column.header));

/**
 * Streams a list's rows as a CSV or XLSX download with `spec`'s columns (headers and labels in the
 * caller's language). The query is validated before the handler runs, so a bad request is
 * answered with the envelope too.
 */
export async function sendExport<T>(
  reply: FastifyReply,
  rows: AsyncIterable<T>,
  format: ExportFormat,
  spec: ExportSpec<T>,
  now = new Date(),
) {
  const locale = reply.request.locale;
  const cells = (async function* () {
    for await (const row of rows) yield cellsOf(spec, row, locale);
  })();
  return sendRows(
    reply,
    cells,
    format,
    { name: spec.name, sheetName: translate(locale, spec.sheetName), headers: headersOf(spec, locale) },
    now,
  );
}
