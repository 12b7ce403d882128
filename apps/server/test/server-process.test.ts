import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { startServer } from './server-process';

const startOn = (dataDir: string) => startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' });

describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs from the production build: prints its URL and the demo accounts, refuses a second server on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const server = startOn(dataDir);
    try {
      const url = await server.ready();
      expect(server.output()).toMatch(/admin \/ admin/);
      expect(server.output()).toMatch(/user \/ user/);
      expect((await fetch(`${url}/member-api/ready`)).status).toBe(200);

      const second = startOn(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is already in use by process ${server.child.pid}`);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
