/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');

describe('npm test', () => {
  it('stops at once without the browser, naming the command that installs it', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/test.mjs')], {
      cwd: ROOT,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.stderr).toContain('apt-get install -y chromium chromium-headless-shell');
  });
});
