import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_APP_SETTINGS, type MessageItem, type UserInfo } from '@console/shared';
import { buildApp } from '../src/app';
import { as, envelope, login, testConfig } from './helper';

describe('embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-data-'));
  const config = testConfig({ DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const messages = async (app: FastifyInstance, token: string) =>
    envelope<MessageItem[]>(await as(app, token, { method: 'GET', url: '/member-api/api/message/list' })).data;

  it('keeps sessions and data across a restart, refuses a second opener, and does not seed twice', async () => {
    const first = await buildApp({ config });
    const token = await login(first, 'user');
    const settings = { ...DEFAULT_APP_SETTINGS, theme: 'dark' as const, menuWidth: 300 };
    await as(first, token, { method: 'PUT', url: '/member-api/api/user/settings', payload: settings });
    const [firstUnread] = (await messages(first, token)).filter((m) => m.status === 0);
    await as(first, token, {
      method: 'POST',
      url: '/member-api/api/message/read',
      payload: { ids: [firstUnread?.id] },
    });
    const before = await messages(first, token);

    await expect(buildApp({ config })).rejects.toThrow(/already in use by process/);
    await first.close();

    const second = await buildApp({ config });
    try {
      const info = await as(second, token, { method: 'GET', url: '/member-api/member/info' });
      expect(info.statusCode).toBe(200);
      expect(envelope<UserInfo>(info).data.role).toBe('user');
      expect(envelope(await as(second, token, { method: 'GET', url: '/member-api/api/user/settings' })).data).toEqual(
        settings,
      );
      expect(await messages(second, token)).toEqual(before);
    } finally {
      await second.close();
    }
  }, 120_000);
});
