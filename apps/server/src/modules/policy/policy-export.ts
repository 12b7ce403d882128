import { PassThrough, Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Locale, Policy } from '@console/shared';
import { translate } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format-time';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportFile {
  contentType: string;
  fileName: string;
  body: Readable;
}

const COLUMNS = ['number', 'name', 'contentType', 'filterType', 'count', 'createdTime', 'status'] as const;
type Cell = string | number;

/** One exported row: what the table shows, labels in the caller's language. */
function toCells(policy: Policy, locale: Locale): Cell[] {
  return [
    policy.number,
    policy.name,
    translate(locale, `policy.contentType.${policy.contentType}`),
    translate(locale, `policy.filterType.${policy.filterType}`),
    policy.count,
    formatDateTime(new Date(policy.createdTime)),
    translate(locale, `policy.status.${policy.status}`),
  ];
}

async function* cellRows(policies: AsyncIterable<Policy>, locale: Locale): AsyncGenerator<Cell[]> {
  for await (const policy of policies) yield toCells(policy, locale);
}

function csv(rows: AsyncIterable<Cell[]>, headers: string[]): Readable {
  // The BOM lets spreadsheet programs read the UTF-8 (Chinese) text correctly.
  return pipeline(Readable.from(rows), stringify({ bom: true, header: true, columns: headers }), () => undefined);
}

function xlsx(rows: AsyncIterable<Cell[]>, headers: string[], sheetName: string): Readable {
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = headers.map((header) => ({ header, width: 20 }));
  (async () => {
    for await (const cells of rows) sheet.addRow(cells).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
  return body;
}

const fileStamp = (date: Date) => formatDateTime(date).replace(/[-:]/g, '').replace(' ', '-');

/** Streams `policies` as a CSV or XLSX file; rows are read as the client downloads them. */
export function exportPolicies(policies: AsyncIterable<Policy>, format: ExportFormat, locale: Locale, now = new Date()): ExportFile {
  const headers = COLUMNS.map((column) => translate(locale, `policy.column.${column}`));
  const rows = cellRows(policies, locale);
  const fileName = `policies-${fileStamp(now)}.${format}`;
  return format === 'csv'
    ? { contentType: 'text/csv; charset=utf-8', fileName, body: csv(rows, headers) }
    : {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName,
        body: xlsx(rows, headers, translate(locale, 'policy.sheetName')),
      };
}
