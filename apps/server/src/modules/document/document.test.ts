import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ApiCode } from '@console/shared';
import { DOCUMENT_LIMITS } from '@console/shared/document/constants';
import type { DocumentImportResult, DocumentSummary, SpreadsheetDocument } from '@console/shared/document/schemas';
import { DRIVERS, as, envelope, login, useTestApp } from '../../../test/helper';
import { createUserRepository } from '../user/user.repository';
import { createAccount } from '../user/user.service';

const DOCS = '/member-api/api/documents';

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function rowsOfXlsx(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(DRIVERS)('spreadsheet documents on %s', (driver) => {
  const ctx = useTestApp(driver);

  const call = (token: string, options: InjectOptions) => as(ctx.app, token, { ...options, headers: { 'accept-language': 'en-US', ...options.headers } });
  const create = async (token = ctx.user, name = 'Budget') => {
    const response = await call(token, { method: 'POST', url: DOCS, payload: { name } });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<SpreadsheetDocument>(response).data;
  };
  const get = async (id: number, token = ctx.user) => envelope<SpreadsheetDocument>(await call(token, { method: 'GET', url: `${DOCS}/${id}` })).data;
  const importFile = (document: { id: number; version: number }, fileName: string, file: Buffer) =>
    call(ctx.user, {
      method: 'POST',
      url: `${DOCS}/${document.id}/import?version=${document.version}&fileName=${encodeURIComponent(fileName)}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: file,
    });

  it('creates exactly as many documents as an account may keep when more are asked for at once', async () => {
    // An account of its own: the limit it reaches would stop the other tests' documents.
    await createAccount(createUserRepository(ctx.testDb.database.db), { username: 'dave', password: 'Dave-Pass1', role: 'user' });
    const dave = await login(ctx.app, 'dave', 'Dave-Pass1');
    const responses = await Promise.all(
      Array.from({ length: DOCUMENT_LIMITS.perUser + 20 }, (_, i) => call(dave, { method: 'POST', url: DOCS, payload: { name: `Sheet ${i}` } })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(DOCUMENT_LIMITS.perUser);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(refused).toHaveLength(20);
    expect(envelope(refused[0]!)).toMatchObject({ code: ApiCode.validation, msg: `You can keep at most ${DOCUMENT_LIMITS.perUser} documents: delete one first.` });
    expect(envelope<DocumentSummary[]>(await call(dave, { method: 'GET', url: DOCS })).data).toHaveLength(DOCUMENT_LIMITS.perUser);
  });
  it('creates a document with a blank sheet, lists it, and keeps it from other accounts', async () => {
    const document = await create();
    expect(document).toMatchObject({ name: 'Budget', version: 1 });
    expect(document.content.sheets).toHaveLength(1);
    expect(document.content.sheets[0]).toMatchObject({ name: 'Sheet1', columns: 10 });
    const list = envelope<DocumentSummary[]>(await call(ctx.user, { method: 'GET', url: DOCS })).data;
    expect(list.map((d) => d.id)).toContain(document.id);
    expect(envelope<DocumentSummary[]>(await call(ctx.admin, { method: 'GET', url: DOCS })).data.map((d) => d.id)).not.toContain(document.id);
    expect((await call(ctx.admin, { method: 'GET', url: `${DOCS}/${document.id}` })).statusCode).toBe(404);
    expect((await call(ctx.admin, { method: 'DELETE', url: `${DOCS}/${document.id}` })).statusCode).toBe(404);
  });

  it('saves at the version read; a save from a stale tab is 409 and changes nothing', async () => {
    const document = await create();
    const content = { sheets: [{ name: 'Sheet1', columns: 2, rows: [['a', 'b'], ['1', '2']] }] };
    const saved = await call(ctx.user, { method: 'PUT', url: `${DOCS}/${document.id}`, payload: { content, version: 1 } });
    expect(envelope<DocumentSummary>(saved).data.version).toBe(2);

    const stale = await call(ctx.user, { method: 'PUT', url: `${DOCS}/${document.id}`, payload: { content: { sheets: [{ name: 'Other', columns: 1, rows: [['x']] }] }, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(envelope(stale).code).toBe(ApiCode.conflict);
    expect(envelope(stale).msg).toBe('This document was saved from another tab or window after you opened it.');
    expect(envelope<{ current: DocumentSummary }>(stale).data.current).toMatchObject({ id: document.id, version: 2 });
    expect((await get(document.id)).content).toEqual(content);
  });

  it('refuses bad content: duplicate sheet names, NUL, too many columns', async () => {
    const document = await create();
    for (const content of [
      { sheets: [{ name: 'A', columns: 1, rows: [] }, { name: 'A', columns: 1, rows: [] }] },
      { sheets: [{ name: 'A', columns: 1, rows: [['\u0000']] }] },
      { sheets: [{ name: 'A', columns: 51, rows: [] }] },
      { sheets: [] },
    ]) {
      const response = await call(ctx.user, { method: 'PUT', url: `${DOCS}/${document.id}`, payload: { content, version: 1 } });
      expect(response.statusCode, JSON.stringify(content)).toBe(400);
    }
  });

  it('renames and deletes', async () => {
    const document = await create();
    const renamed = await call(ctx.user, { method: 'PATCH', url: `${DOCS}/${document.id}`, payload: { name: 'Renamed', version: 1 } });
    expect(envelope<DocumentSummary>(renamed).data).toMatchObject({ name: 'Renamed', version: 2 });
    expect((await call(ctx.user, { method: 'PATCH', url: `${DOCS}/${document.id}`, payload: { name: 'Again', version: 1 } })).statusCode).toBe(409);
    expect(envelope(await call(ctx.user, { method: 'DELETE', url: `${DOCS}/${document.id}` })).data).toEqual({ deleted: 1 });
    expect((await call(ctx.user, { method: 'GET', url: `${DOCS}/${document.id}` })).statusCode).toBe(404);
  });

  it('imports a .csv as a new sheet and exports it back the same (round trip)', async () => {
    const document = await create();
    const csv = 'name,amount,note\r\nRent,1200,"monthly, fixed"\r\n房租,-12.5,\r\n';
    const response = await importFile(document, 'costs.csv', Buffer.from(csv));
    expect(response.statusCode, response.body).toBe(200);
    const { document: updated, rows } = envelope<DocumentImportResult>(response).data;
    expect(rows).toBe(3);
    expect(updated.version).toBe(2);
    expect(updated.content.sheets.map((s) => s.name)).toEqual(['Sheet1', 'costs']);
    expect(updated.content.sheets[1]!.rows).toEqual([
      ['name', 'amount', 'note'],
      ['Rent', '1200', 'monthly, fixed'],
      ['房租', '-12.5', ''],
    ]);
    const exported = await call(ctx.user, { method: 'GET', url: `${DOCS}/${document.id}/export?sheet=1&format=csv` });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.body.replace(/^\uFEFF/, '').replace(/\r?\n/g, '\r\n')).toBe(csv);
  });

  it('imports an .xlsx and exports it back the same (round trip)', async () => {
    const document = await create();
    const source = [
      ['City', 'Visits'],
      ['Shanghai', 1200],
      ['Berlin', 7.5],
    ];
    const response = await importFile(document, 'visits.xlsx', await xlsxOf(source));
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<DocumentImportResult>(response).data.rows).toBe(3);
    const exported = await call(ctx.user, { method: 'GET', url: `${DOCS}/${document.id}/export?sheet=1&format=xlsx` });
    expect(exported.statusCode).toBe(200);
    expect(await rowsOfXlsx(exported.rawPayload)).toEqual(source);
  });

  it('refuses a damaged file, an .xls, a binary .csv, a formula and a file over 5 MiB, storing nothing', async () => {
    const document = await create();
    const cases: [string, Buffer, number, string][] = [
      ['broken.xlsx', Buffer.from('PK\u0003\u0004 not really a zip'), 400, 'The file could not be read: it may be damaged or not what its name says.'],
      ['old.xls', Buffer.from('anything'), 400, 'Legacy .xls files cannot be imported: save the file as .xlsx in your spreadsheet program first.'],
      ['picture.png', Buffer.from('anything'), 400, 'Only .xlsx and .csv files can be imported.'],
      ['binary.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]), 400, 'The .csv file is not UTF-8 text: it may be a binary file with a .csv name.'],
      ['evil.csv', Buffer.from('name\n=HYPERLINK("http://x")\n'), 400, 'Cell A2 holds a formula or starts like one (=, +, -, @): only values can be imported.'],
      ['huge.csv', Buffer.alloc(6 * 1024 * 1024, 'a'), 413, 'The request body is too large'],
    ];
    for (const [name, file, status, msg] of cases) {
      const response = await importFile(document, name, file);
      expect(response.statusCode, name).toBe(status);
      expect(envelope(response).msg, name).toBe(msg);
    }
    const formula = await xlsxOf([['a']]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(formula as unknown as ArrayBuffer);
    workbook.worksheets[0]!.getCell('B1').value = { formula: 'SUM(1,2)', result: 3 };
    const withFormula = await importFile(document, 'formula.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(envelope(withFormula).msg).toBe('Cell B1 holds a formula or starts like one (=, +, -, @): only values can be imported.');
    expect(await get(document.id)).toEqual(document);
  });

  it('neutralises formula-like text in a CSV export', async () => {
    const document = await create();
    const content = { sheets: [{ name: 'S', columns: 3, rows: [['=1+1', '-3', '+5'], ['@x', 'ok', '-1+2']] }] };
    await call(ctx.user, { method: 'PUT', url: `${DOCS}/${document.id}`, payload: { content, version: 1 } });
    const exported = await call(ctx.user, { method: 'GET', url: `${DOCS}/${document.id}/export?sheet=0&format=csv` });
    // Signed numbers are left alike, whatever their sign; only what would run is neutralised.
    expect(exported.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual(["'=1+1,-3,+5", "'@x,ok,'-1+2"]);
  });

  it('fills rows from the policies and the tasks, a localized header first', async () => {
    const policies = envelope<{ rows: string[][] }>(await call(ctx.user, { method: 'GET', url: `${DOCS}/fill?source=policies` })).data.rows;
    expect(policies[0]).toEqual(['Set number', 'Set name', 'Content type', 'Filter type', 'Count', 'Created time', 'Status']);
    expect(policies).toHaveLength(56);
    const tasks = await call(ctx.user, { method: 'GET', url: `${DOCS}/fill?source=tasks`, headers: { 'accept-language': 'zh-CN' } });
    expect(envelope<{ rows: string[][] }>(tasks).data.rows[0]![0]).toBe('任务编号');
    expect((await call(ctx.user, { method: 'GET', url: `${DOCS}/fill?source=users` })).statusCode).toBe(400);
  });
});

