import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPlugin from './web';

/** A script large enough to be worth compressing, as the build writes it with its two copies. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const PAGE = '<!doctype html><title>Console</title>';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'app-1.js'), SCRIPT);
  // Marked copies: the answer shows which file was sent, not only that it was compressed.
  writeFileSync(join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(`${SCRIPT}// br copy\n`));
  writeFileSync(join(dist, 'assets', 'app-1.js.gz'), gzipSync(`${SCRIPT}// gz copy\n`));
  writeFileSync(join(dist, 'assets', 'plain-1.js'), SCRIPT);
  // As in the app: responses without an encoding of their own are compressed on the way out.
  app = Fastify();
  await app.register(compress);
  await app.register(webPlugin, { webDist: dist });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web app files', () => {
  it('sends the build’s Brotli copy to a browser that takes Brotli, cached for a year', async () => {
    const answer = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(`${SCRIPT}// br copy\n`);
  });

  it('sends the gzip copy to a client that takes only gzip', async () => {
    const answer = await get('/assets/app-1.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(`${SCRIPT}// gz copy\n`);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const answer = await get('/assets/app-1.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.payload).toBe(SCRIPT);
  });

  it('still compresses a file the build wrote no copies of', async () => {
    const answer = await get('/assets/plain-1.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a page route with the app, revalidated every time, and a missing file with 404', async () => {
    const page = await get('/dashboard/workplace');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.payload).toBe(PAGE);
    expect((await get('/assets/missing-1.js', 'br')).statusCode).toBe(404);
  });
});
