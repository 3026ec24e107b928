/**
 * One process at a time on the embedded database's folder.
 *
 * PGlite takes no lock of its own: a second process opens a folder that the server holds without a
 * word (tried with PGlite 0.5: the operator tool ran its queries next to a running server, and on
 * closing it removed the folder's postmaster.pid, whose process id PGlite always writes as -42).
 * Two PostgreSQL engines writing one set of files is how a database gets corrupted. So every process
 * that opens the folder (the server, the operator tool) first creates `parkeerloket.lock` in it,
 * exclusively (O_EXCL), with its process id, host and role, and removes it when it closes the
 * database (or exits). A second process finds the file and refuses with `DataDirLockedError`.
 *
 * A lock left behind by a process that has gone (a crash, kill -9) is taken over when its process
 * id no longer runs on this host. A lock from another host (a container with another host name on a
 * shared volume) cannot be checked and is respected: the message says which file to delete once it
 * is certain no such process runs. PostgreSQL (DATABASE_URL) needs none of this.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'parkeerloket.lock';

/** A lock file younger than this that cannot be read is being written by its holder right now. */
const FRESH_MS = 5_000;

export interface LockHolder {
  pid: number;
  host: string;
  role: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `${holder.role} (process ${holder.pid} on ${holder.host}, since ${holder.since})`
      : 'another process';
    super(
      `The embedded database in ${join(lockFile, '..')} is in use by ${who}. ` +
        'The embedded database (PGlite) can be opened by one process at a time: stop the server before ' +
        'running the operator tool, or use PostgreSQL (DATABASE_URL), where both can run at once. ' +
        `If you are certain no such process runs any more, delete ${lockFile} and try again.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      role: typeof parsed.role === 'string' ? parsed.role : 'a process',
      since: typeof parsed.since === 'string' ? parsed.since : '?',
    };
  } catch {
    return null;
  }
}

/**
 * Whether a process with this id runs on this host (a process we may not signal runs too). A zombie
 * (killed, not yet reaped by its parent) has stopped: on Linux its state in /proc says so.
 */
export function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // "<pid> (<name>) <state> …": the state follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Whether the lock in `file` may be taken over: its holder is gone, or it was never written whole. */
function isStale(file: string, holder: LockHolder | null): boolean {
  if (!holder) return ageMs(file) > FRESH_MS;
  if (holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return false;
  return !processRuns(holder.pid);
}

/**
 * Takes the lock of the embedded database in `dataDir` for `role` ('the server', 'the operator
 * tool'); throws DataDirLockedError when another process holds it. Returns the release, which is
 * also run when the process exits.
 */
export function lockDataDir(dataDir: string, role: string): () => void {
  const file = join(dataDir, LOCK_FILE_NAME);
  const me: LockHolder = { pid: process.pid, host: hostname(), role, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (attempt < 2 && isStale(file, holder)) {
        try {
          unlinkSync(file);
        } catch {
          // Another process took it over first; the next attempt sees its lock.
        }
        continue;
      }
      throw new DataDirLockedError(file, holder);
    }
    try {
      writeSync(fd, `${JSON.stringify(me)}\n`);
    } finally {
      closeSync(fd);
    }
    break;
  }

  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const holder = readHolder(file);
    // Only our own lock: never one that another process took over after ours was judged stale.
    if (holder && holder.pid === me.pid && holder.host === me.host && holder.since === me.since) {
      try {
        unlinkSync(file);
      } catch {
        // Gone already.
      }
    }
  };
  process.on('exit', release);
  return release;
}
