import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { isArchiveName } from './archive-format';

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
