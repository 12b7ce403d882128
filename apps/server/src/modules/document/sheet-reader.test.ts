import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '@console/shared/document/constants';
import { bombWorkbook, paddedWorkbook, sheetOf, tableOf } from '../../../test/workbooks';
import { TOO_LARGE } from './import-protocol';
import { readSheet } from './sheet-reader';

/** The reader as the import worker runs it, here in this thread: what the worker answers. */
const read = (kind: 'csv' | 'xlsx', file: Buffer | string) =>
  readSheet({ kind, file: typeof file === 'string' ? Buffer.from(file) : file });
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
    expect(await refusal('xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual({
      msgKey: 'errors.importFormula',
      params: { cell: 'B2' },
    });
  });

  it('reads every kind of cell: inline and shared strings (rich text joined, phonetic runs left out), formula results, errors, booleans, numbers', async () => {
    const cells = [
      '<c r="A1" t="inlineStr"><is><t>plain</t></is></c>',
      '<c r="B1" t="inlineStr"><is><r><t xml:space="preserve">bold </t></r><r><rPr><b/></rPr><t>run</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></is></c>',
      '<c r="C1" t="str"><v>text result</v></c>',
      '<c r="D1" t="e"><v>#DIV/0!</v></c>',
      '<c r="E1" t="b"><v>0</v></c>',
      '<c r="F1" t="s"><v>0</v></c>',
      '<c r="G1" t="s"><v>1</v></c>',
      '<c r="H1"><v>1.50</v></c>',
      '<c r="I1" t="n"><v>1E-3</v></c>',
      '<c r="J1" s="0"/>',
    ];
    const sharedStrings = [
      '<r><t xml:space="preserve"> a &amp; b </t></r><r><t>中&#x6587;</t></r><rPh sb="0" eb="1"><t>ちゅう</t></rPh><phoneticPr fontId="1"/>',
      '<t>x</t>',
    ];
    expect(await read('xlsx', sheetOf(`<row r="1">${cells.join('')}</row>`, { sharedStrings }))).toEqual({
      sheet: {
        columns: 10,
        rows: [['plain', 'bold run', 'text result', '#DIV/0!', 'FALSE', ' a & b 中文', 'x', '1.5', '0.001', '']],
      },
    });
  });

  it('places rows by their number and cells by their address; a row without a number follows the last', async () => {
    const rows = '<row r="2"><c r="C2"><v>1</v></c><c r="A2"><v>2</v></c></row><row><c r="B3"><v>3</v></c></row>';
    expect(await read('xlsx', sheetOf(rows))).toEqual({
      sheet: {
        columns: 3,
        rows: [
          ['', '', ''],
          ['2', '', '1'],
          ['', '3', ''],
        ],
      },
    });
  });

  it('reads numbers in date formats as dates, custom or built in, in the 1900 and the 1904 date systems', async () => {
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/><numFmt numFmtId="165" formatCode="0.0&quot; days&quot;"/></numFmts>' +
      // Cell styles' formats are not the cells' own: only <cellXfs> are indexed by `s`.
      '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="22"/><xf numFmtId="31"/></cellXfs>';
    // 45352 is 2024-03-01 counted from 1900; the 1904 system counts 1,462 days fewer.
    const row = (day: number) =>
      `<row r="1"><c r="A1" s="1"><v>${day}</v></c><c r="B1" s="2"><v>2.5</v></c><c r="C1" s="3"><v>${day}.5</v></c><c r="D1"><v>${day}</v></c><c r="E1" s="4"><v>${day}</v></c><c r="F1" t="d"><v>2024-03-01T08:30:00</v></c></row>`;
    const shown = (day: number) => [
      '2024-03-01',
      '2.5',
      '2024-03-01T12:00:00.000Z',
      String(day),
      '2024-03-01',
      '2024-03-01T08:30:00.000Z',
    ];
    expect(await read('xlsx', sheetOf(row(45_352), { styles }))).toEqual({
      sheet: { columns: 6, rows: [shown(45_352)] },
    });
    expect(await read('xlsx', sheetOf(row(43_890), { styles, workbookProperties: 'date1904="1"' }))).toEqual({
      sheet: { columns: 6, rows: [shown(43_890)] },
    });
  });

  it('refuses a formula by its cell, and as damaged a cell without an address, a shared string that is not there, markup that is not XML', async () => {
    expect(
      await refusal('xlsx', sheetOf('<row r="4"><c r="A4"><v>1</v></c><c r="B4"><f>A4*2</f><v>2</v></c></row>')),
    ).toEqual({ msgKey: 'errors.importFormula', params: { cell: 'B4' } });
    for (const rows of [
      '<row r="1"><c t="s"><v>0</v></c></row>',
      '<row r="1"><c r="A1" t="s"><v>1</v></c></row>',
      '<row r="1"><c r="A1"></row>',
    ]) {
      expect((await refusal('xlsx', sheetOf(rows, { sharedStrings: ['<t>only</t>'] }))).msgKey, rows).toBe(
        'errors.importCorrupt',
      );
    }
  });

  it('refuses a sheet whose markup inflates past what the limits allow, though it holds no cell', async () => {
    expect(await refusal('xlsx', paddedWorkbook(41))).toEqual(TOO_LARGE);
  });

  it('stops a workbook of one row 3,000,000 times at the row limit', async () => {
    expect(await refusal('xlsx', bombWorkbook())).toEqual(TOO_LARGE);
  });

  it('refuses a sheet wider than the limit, and a file that is no zip', async () => {
    expect(await refusal('xlsx', tableOf(1, DOCUMENT_LIMITS.columns + 1))).toEqual(TOO_LARGE);
    expect((await refusal('xlsx', 'PK not really a zip')).msgKey).toBe('errors.importCorrupt');
  });

  it('reads a CSV, padding its rows and dropping trailing empty ones', async () => {
    expect(await read('csv', '\uFEFFa,b,c\n1,2\n,,\n')).toEqual({
      sheet: {
        columns: 3,
        rows: [
          ['a', 'b', 'c'],
          ['1', '2', ''],
        ],
      },
    });
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
