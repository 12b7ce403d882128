import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'console-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lets a single opener in and names the holder to the second one', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`already in use by process ${process.pid}`);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dir, LOCK_FILE), String(deadPid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });
});
