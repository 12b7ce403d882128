import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '@console/shared';
import envelopePlugin from '../plugins/envelope';
import { neutralizeCell, sendExport, type ExportSpec } from './export-file';

interface Row {
  name: string;
}

const spec: ExportSpec<Row> = {
  name: 'rows',
  sheetName: 'common.success',
  columns: [{ header: 'common.success', cell: (row) => row.name }],
};

/** Rows read from a database that fails after `failAfter` of them. */
async function* rows(count: number, failAfter = Infinity): AsyncIterable<Row> {
  for (let i = 0; i < count; i++) {
    if (i >= failAfter) throw new Error('connection to the database lost');
    yield { name: `row ${i}` };
  }
}

describe('sendExport, as a client downloading sees it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(compress);
    await app.register(envelopePlugin);
    app.get<{ Querystring: { format: 'csv' | 'xlsx'; count: string; failAfter?: string } }>(
      '/export',
      (request, reply) =>
        sendExport(
          reply,
          rows(Number(request.query.count), Number(request.query.failAfter ?? Infinity)),
          request.query.format,
          spec,
        ),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['csv', 'xlsx'])(
    '%s: a database failure before the first row is the envelope, never a download',
    async (format) => {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const response = await app.inject({
          url: `/export?format=${format}&count=10&failAfter=0`,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        expect(response.statusCode).toBe(500);
        expect(response.headers['content-disposition']).toBeUndefined();
        const body =
          response.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(response.rawPayload)
            : response.headers['content-encoding'] === 'gzip'
              ? gunzipSync(response.rawPayload)
              : response.rawPayload;
        expect(JSON.parse(body.toString())).toMatchObject({ code: ApiCode.internal, data: null });
      }
    },
  );

  it('compresses a download when asked, and the body really is compressed', async () => {
    const response = await app.inject({ url: '/export?format=csv&count=3000', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const csv = brotliDecompressSync(response.rawPayload).toString();
    expect(csv.trimEnd().split('\n')).toHaveLength(3001);
  });

  it.each(['csv', 'xlsx'])(
    '%s: a failure after the first rows cuts the download off instead of ending it as if complete',
    async (format) => {
      await expect(app.inject({ url: `/export?format=${format}&count=50000&failAfter=20000` })).rejects.toThrow();
    },
  );
});

describe('neutralizeCell', () => {
  it('neutralises text a spreadsheet would run, and leaves numbers alike whatever their sign', () => {
    expect(['=1+1', '@SUM(A1)', '-1+2', '+A1', '\t=1'].map(neutralizeCell)).toEqual([
      "'=1+1",
      "'@SUM(A1)",
      "'-1+2",
      "'+A1",
      "'\t=1",
    ]);
    expect(['+5', '-12.5', '-1e3', 'a=b', 7, -7].map(neutralizeCell)).toEqual(['+5', '-12.5', '-1e3', 'a=b', 7, -7]);
  });
});
