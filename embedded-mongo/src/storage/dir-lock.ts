import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'embedded-mongo.lock';

/** Directories this process holds, so a lock file naming our own pid can be told from a stale one. */
const heldHere = new Set<string>();

export class DataDirLockedError extends Error {}

/**
 * An exclusive lock on a data directory: a lock file created with O_EXCL holding the owner's pid
 * and host, and once the server listens its address, so a command run beside it (a backup) can reach
 * it instead of opening the files. A lock whose process is gone (a crash or kill -9) is stale and taken
 * over; a live one makes the second opener fail with a message naming the process.
 */
export class DirLock {
  private constructor(
    private readonly dir: string,
    private readonly file: string,
  ) {}

  static acquire(dir: string): DirLock {
    const file = path.join(dir, LOCK_FILE);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const fd = openSync(file, 'wx');
        try {
          writeSync(
            fd,
            JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }),
          );
        } finally {
          closeSync(fd);
        }
        heldHere.add(dir);
        return new DirLock(dir, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const owner = readOwner(file);
      if (owner ? isAlive(dir, owner) : isFresh(file)) {
        throw new DataDirLockedError(
          `embedded-mongo: the data directory ${dir} is in use by ${owner ? `process ${owner.pid} on ${owner.host}` : 'another process'} ` +
            `(lock file ${file}). Stop that process or use another DATA_DIR; delete the lock file only if ` +
            'you are sure no process uses the directory.',
        );
      }
      // Stale (its process is gone) or unreadable (a crash while it was written): take it over.
      try {
        unlinkSync(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    throw new DataDirLockedError(
      `embedded-mongo: could not lock the data directory ${dir} (lock file ${file})`,
    );
  }

  /** Adds the server's address to the lock file (replaced whole, so a reader never sees half of it). */
  recordAddress(address: string): void {
    const owner = JSON.parse(readFileSync(this.file, 'utf8')) as Owner;
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ ...owner, address }));
    renameSync(temporary, this.file);
  }

  release(): void {
    if (!heldHere.delete(this.dir)) return;
    try {
      const owner = readOwner(this.file);
      if (owner?.pid === process.pid) unlinkSync(this.file);
    } catch {
      // Already gone: nothing to release.
    }
  }
}

interface Owner {
  pid: number;
  host: string;
  /** `mongodb://host:port/`, once the server listens. */
  address?: string;
}

/** The live process holding `dir`'s lock (another host's is assumed alive), or undefined when none does. */
export function lockHolder(dir: string): Owner | undefined {
  const owner = readOwner(path.join(dir, LOCK_FILE));
  return owner && isAlive(dir, owner) ? owner : undefined;
}

function readOwner(file: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return undefined;
    const address = typeof parsed.address === 'string' ? parsed.address : undefined;
    return { pid: parsed.pid, host: parsed.host, ...(address ? { address } : {}) };
  } catch {
    return undefined;
  }
}

/** An unreadable lock file younger than this may be one another process is writing right now. */
const FRESH_LOCK_MS = 2_000;

function isFresh(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < FRESH_LOCK_MS;
  } catch {
    return false;
  }
}

function isAlive(dir: string, owner: Owner): boolean {
  // Another machine's process cannot be checked from here (a shared volume): assume it is alive.
  if (owner.host !== os.hostname()) return true;
  // Our own pid: held only if this process took it; otherwise a previous run reused the pid (containers).
  if (owner.pid === process.pid) return heldHere.has(dir);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
