import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: 'test/no-web-build', SEED_DEMO: '1' },
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitForUrl(server: Started): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const url = /Console ready at (http:\/\/\S+)/.exec(server.output())?.[1];
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints its URL and the demo accounts, refuses a second server on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const server = startServer(dataDir);
    try {
      const url = await waitForUrl(server);
      expect(server.output()).toMatch(/admin \/ admin/);
      expect(server.output()).toMatch(/user \/ user/);
      expect((await fetch(`${url}/member-api/ready`)).status).toBe(200);

      const second = startServer(dataDir);
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
