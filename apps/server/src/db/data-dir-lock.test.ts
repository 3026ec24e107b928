import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slow } from '../test/time-scale.js';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir, processRuns } from './data-dir-lock.js';
import { openDatabase } from './database.js';

let dir: string;
let lockFile: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pl-lock-'));
  lockFile = join(dir, LOCK_FILE_NAME);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function endedProcessId(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  const pid = Number(child.stdout);
  expect(processRuns(pid)).toBe(false);
  return pid;
}

describe('the lock of the embedded database folder', () => {
  it('is taken once; a second taker is refused with who holds it, until it is released', async () => {
    const release = lockDataDir(dir, 'the server');
    const holder = JSON.parse(await readFile(lockFile, 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, host: hostname(), role: 'the server' });

    let refusal: unknown;
    try {
      lockDataDir(dir, 'the operator tool');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    const message = (refusal as Error).message;
    expect(message).toContain(`is in use by the server (process ${process.pid} on ${hostname()}`);
    expect(message).toContain('stop the server before running the operator tool');
    expect(message).toContain(lockFile);

    release();
    expect(existsSync(lockFile)).toBe(false);
    const again = lockDataDir(dir, 'the operator tool');
    expect(JSON.parse(await readFile(lockFile, 'utf8')).role).toBe('the operator tool');
    again();
    again();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock whose process has gone (a crash), on this host', async () => {
    await writeFile(
      lockFile,
      JSON.stringify({ pid: endedProcessId(), host: hostname(), role: 'the server', since: '2026-01-01T00:00:00Z' }),
    );
    const release = lockDataDir(dir, 'the operator tool');
    expect(JSON.parse(await readFile(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('respects a lock from another host, and a fresh one that is still being written', async () => {
    await writeFile(lockFile, JSON.stringify({ pid: 1, host: 'another-host', role: 'the server', since: 'x' }));
    expect(() => lockDataDir(dir, 'the operator tool')).toThrow(/in use by the server \(process 1 on another-host/);

    await writeFile(lockFile, '');
    expect(() => lockDataDir(dir, 'the operator tool')).toThrow(DataDirLockedError);
    // Unreadable and old: left behind half-written, taken over.
    const old = new Date(Date.now() - 60_000);
    await utimes(lockFile, old, old);
    lockDataDir(dir, 'the operator tool')();
  });

  it('never removes a lock that another process has taken over', async () => {
    const release = lockDataDir(dir, 'the server');
    await writeFile(lockFile, JSON.stringify({ pid: 1, host: 'another-host', role: 'the server', since: 'x' }));
    release();
    expect(existsSync(lockFile)).toBe(true);
  });

  it(
    'guards openDatabase: a second opener of the folder is refused, and may open it once the first has closed',
    async () => {
      const server = await openDatabase({ dataDir: dir, role: 'the server' });
      await expect(openDatabase({ dataDir: dir, role: 'the operator tool' })).rejects.toThrow(
        /in use by the server \(process/,
      );
      await server.close();
      expect(existsSync(lockFile)).toBe(false);
      const tool = await openDatabase({ dataDir: dir, role: 'the operator tool' });
      await tool.close();
      expect(existsSync(lockFile)).toBe(false);
    },
    slow(60_000),
  );
});
