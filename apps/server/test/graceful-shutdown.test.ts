import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '@console/shared';
import { buildApp } from '../src/app';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { demoDataDir, login, testConfig } from './helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  const dataDir = demoDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets a request in flight finish, then closes the database', async () => {
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }) });
    const token = await login(app, 'user');
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));

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

    const closed = app.close();
    await sleep(200);
    req.end(body.slice(10));

    const response = await answered;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).data.theme).toBe('dark');
    await closed;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
