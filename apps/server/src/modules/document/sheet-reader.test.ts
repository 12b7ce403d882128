import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '@console/shared/document/constants';
import { bombWorkbook, tableOf } from '../../../test/workbooks';
import { TOO_LARGE } from './import-protocol';
import { readSheet } from './sheet-reader';

/** The reader as the import worker runs it, here in this thread: what the worker answers. */
const read = (kind: 'csv' | 'xlsx', file: Buffer | string) => readSheet({ kind, file: typeof file === 'string' ? Buffer.from(file) : file });
const refusal = async (kind: 'csv' | 'xlsx', file: Buffer | string) => {
  const outcome = await read(kind, file);
  if (!('refusal' in outcome)) throw new Error('the file was read');
  return outcome.refusal;
};

describe('the sheet reader', () => {
  it('reads a workbook of text and numbers row by row', async () => {
    const outcome = await read('xlsx', tableOf(3, 4));
    expect(outcome).toEqual({
      sheet: {
        columns: 4,
        rows: [
          ['r0c0', '1', 'r0c2', '3'],
          ['r1c0', '5', 'r1c2', '7'],
          ['r2c0', '9', 'r2c2', '11'],
        ],
      },
    });
  });

  it('reads an .xlsx as the grid shows it: dates, booleans, rich text, errors, empty rows kept in place, trailing ones dropped', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.getCell('A1').value = new Date(Date.UTC(2024, 2, 1));
    sheet.getCell('B1').value = true;
    sheet.getCell('C1').value = { richText: [{ text: 'bold ', font: { bold: true } }, { text: 'plain' }] };
    sheet.getCell('B3').value = 7.5;
    sheet.getCell('C3').value = { error: '#N/A' };
    sheet.getCell('A6').style = { font: { bold: true } };
    expect(await read('xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual({
      sheet: {
        columns: 3,
        rows: [
          ['2024-03-01', 'TRUE', 'bold plain'],
          ['', '', ''],
          ['', '7.5', '#N/A'],
        ],
      },
    });
    sheet.getCell('B2').value = { formula: 'SUM(1,2)', result: 3 };
    expect(await refusal('xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual({ msgKey: 'errors.importFormula', params: { cell: 'B2' } });
  });

  it('stops a workbook of one row 3,000,000 times at the row limit', async () => {
    expect(await refusal('xlsx', bombWorkbook())).toEqual(TOO_LARGE);
  });

  it('refuses a sheet wider than the limit, and a file that is no zip', async () => {
    expect(await refusal('xlsx', tableOf(1, DOCUMENT_LIMITS.columns + 1))).toEqual(TOO_LARGE);
    expect((await refusal('xlsx', 'PK not really a zip')).msgKey).toBe('errors.importCorrupt');
  });

  it('reads a CSV, padding its rows and dropping trailing empty ones', async () => {
    expect(await read('csv', '\uFEFFa,b,c\n1,2\n,,\n')).toEqual({ sheet: { columns: 3, rows: [['a', 'b', 'c'], ['1', '2', '']] } });
  });

  it('refuses a CSV that is not text, holds a formula, or is too long or too wide', async () => {
    expect((await refusal('csv', Buffer.from([0xff, 0xfe, 0x00]))).msgKey).toBe('errors.importNotText');
    expect(await refusal('csv', 'a,=1+1')).toEqual({ msgKey: 'errors.importFormula', params: { cell: 'B1' } });
    expect(await refusal('csv', 'x\n'.repeat(DOCUMENT_LIMITS.rows + 1))).toEqual(TOO_LARGE);
    expect(await refusal('csv', 'x,'.repeat(DOCUMENT_LIMITS.columns) + 'x')).toEqual(TOO_LARGE);
    expect((await refusal('csv', 'x'.repeat(DOCUMENT_LIMITS.cellMax + 1))).msgKey).toBe('errors.importCellTooLong');
    expect((await refusal('csv', '')).msgKey).toBe('errors.importEmpty');
  });
});
