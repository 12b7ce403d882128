import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '@console/shared';
import { buildApp } from '../src/app';
import { shutDown, ShutdownTimeoutError } from '../src/shutdown';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { demoDataDir, login, testConfig } from './helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  const dataDir = demoDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops being ready, ends live streams with a short retry, lets a request in flight finish, then closes the database', async () => {
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }) });
    const token = await login(app, 'user');
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const base = address.origin;

    // A live stream, read to its end.
    const stream = await fetch(`${base}/member-api/api/live/stream`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
    expect(stream.status).toBe(200);
    const streamText = stream.text();

    // A request whose body is still arriving when the shutdown starts.
    const body = JSON.stringify({ ...DEFAULT_APP_SETTINGS, theme: 'dark' });
    const req = request({
      host: address.hostname,
      port: address.port,
      method: 'PUT',
      path: '/member-api/api/user/settings',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 10));
    await sleep(500);

    const closed = shutDown(app, { drainMs: 1500, timeoutMs: 20_000 });
    await sleep(200);
    // While it drains, it still answers, says it is not ready, and closes each connection after its answer.
    const ready = await fetch(`${base}/member-api/ready`, { headers: { 'accept-language': 'en-US' } });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ msg: 'This server is shutting down', data: { status: 'unavailable' } });
    expect(ready.headers.get('connection')).toBe('close');
    const health = await fetch(`${base}/member-api/health`);
    expect(health.status).toBe(200);

    req.end(body.slice(10));
    const response = await answered;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).data.theme).toBe('dark');
    await closed;
    expect(await streamText).toMatch(/retry: 250\n\n$/);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    // Then it takes no connection.
    await expect(fetch(`${base}/member-api/health`)).rejects.toThrow();
  }, 120_000);

  it('gives up at its deadline when a request does not finish', async () => {
    const app = await buildApp({ config: testConfig() });
    const token = await login(app, 'user');
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    // A body that never completes.
    const req = request({
      host: address.hostname,
      port: address.port,
      method: 'PUT',
      path: '/member-api/api/user/settings',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': 100 },
    });
    req.on('error', () => undefined);
    req.write('{');
    await sleep(200);
    await expect(shutDown(app, { drainMs: 0, timeoutMs: 300 })).rejects.toBeInstanceOf(ShutdownTimeoutError);
    req.destroy();
    await app.close();
  }, 60_000);
});
