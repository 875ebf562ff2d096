import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { isArchiveName } from './archive-format';

/** A backup writes `<archive>.partial` and renames it when complete (create-backup.ts). */
const PARTIAL = '.partial';
/** Older than this, a `.partial` was left by a crash (a backup takes minutes at most), never finished. */
export const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the newest `keep` archives in `dir` (by the time in their names, whichever command wrote them) and
 * deletes the older ones; other files are left alone. Resolves with the names removed.
 */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await fsp.readdir(dir)).filter(isArchiveName).sort().reverse();
  const removed = archives.slice(keep);
  for (const name of removed) await fsp.rm(path.join(dir, name), { force: true });
  return removed;
}

/**
 * Deletes the half-written archives in `dir` last changed more than a day before `now`: a crash's, which
 * would otherwise stay for good (and, on a full disk, keep every later backup from being written). One
 * being written, by another instance or the backup command, changes all the time. Resolves with the names
 * removed (none when `dir` does not exist yet).
 */
export async function removeStalePartials(dir: string, now: number): Promise<string[]> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names.filter(isPartialArchive)) {
    const file = path.join(dir, name);
    const { mtimeMs } = await fsp.stat(file);
    if (now - mtimeMs <= STALE_PARTIAL_MS) continue;
    await fsp.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

function isPartialArchive(name: string): boolean {
  return name.endsWith(PARTIAL) && isArchiveName(name.slice(0, -PARTIAL.length));
}
