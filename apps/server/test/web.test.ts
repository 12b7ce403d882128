import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiCode } from '@console/shared';
import { createTestApp, envelope, openTestDatabase, type TestDatabase } from './helper';

describe('single-page app serving', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'console-web-'));
  const indexHtml =
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>';
  const bundle = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
  // A file with the copies the build writes beside it (ADR 029), each marked: the answer shows
  // which file was sent, not only that it was compressed.
  const copied = `console.log(${JSON.stringify('y'.repeat(20_000))});`;
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), bundle);
    writeFileSync(join(webDist, 'assets', 'page-def456.js'), copied);
    writeFileSync(join(webDist, 'assets', 'page-def456.js.br'), brotliCompressSync(`${copied}// br`));
    writeFileSync(join(webDist, 'assets', 'page-def456.js.gz'), gzipSync(`${copied}// gz`));
    testDb = await openTestDatabase('pglite');
    app = await createTestApp(testDb.database, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and compresses one the build wrote no copies of', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 10);
  });

  it("sends the build's Brotli or gzip copy of an asset, as the client's Accept-Encoding allows", async () => {
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/page-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(`${copied}// br`);
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(`${copied}// gz`);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(copied);
  });

  it('serves index.html, always revalidated, for the root and for any client-side route', async () => {
    for (const url of ['/', '/dashboard/workplace', '/list/search-table?page=2']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('says in the app page that single sign-on is on, and under which name, only when it is', async () => {
    const sso = await createTestApp(testDb.database, {
      WEB_DIST: webDist,
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'console',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_DISPLAY_NAME: 'Example <ID>',
    });
    try {
      for (const url of ['/', '/login?redirect=Workplace']) {
        const response = await sso.inject({ method: 'GET', url });
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).toBe(
          indexHtml.replace('</head>', '<meta name="console-sso" content="Example &#60;ID&#62;" /></head>'),
        );
      }
    } finally {
      await sso.close();
    }
    expect((await app.inject({ method: 'GET', url: '/login' })).body).not.toContain('console-sso');
  });

  it('never answers the app page for a missing asset, file or API route', async () => {
    for (const url of [
      '/assets/missing-1.js',
      '/member-api/unknown',
      '/docs/static/swagger-ui.css',
      '/robots-missing.txt',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(envelope(response).code).toBe(ApiCode.notFound);
    }
  });

  it('serves the API docs page with files it can load, with or without the trailing slash', async () => {
    for (const url of ['/member-api/docs', '/member-api/docs/']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      const files = [...page.body.matchAll(/(?:href|src)="([^"]+)"/g)].map(
        (match) => new URL(match[1] ?? '', `http://console${url}`).pathname,
      );
      expect(files.length, url).toBeGreaterThan(3);
      for (const file of files) {
        const response = await app.inject({ method: 'GET', url: file });
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['content-type'], file).not.toMatch(/text\/html/);
      }
    }
  });
});
