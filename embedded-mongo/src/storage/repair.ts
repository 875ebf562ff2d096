import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Document } from 'bson';
import { DirLock } from './dir-lock';
import { SNAPSHOT, fsyncPath, journalName } from './journal';
import { decodeRecords, encodeRecord, salvageRecords } from './record-file';

export interface RepairedFile {
  file: string;
  /** The untouched copy of the damaged file. */
  backup: string;
  recordsKept: number;
  /** Byte ranges `[start, end)` of the original that held no intact record. */
  skipped: [number, number][];
}

/**
 * Rewrites each damaged data file of a (stopped) data directory with every intact record it
 * still holds, after copying the original aside. Records lost in a damaged stretch are gone:
 * the documents they changed keep their previous version (or reappear, for a lost delete).
 */
export async function repairDataDir(dir: string): Promise<RepairedFile[]> {
  const lock = DirLock.acquire(dir);
  try {
    const repaired: RepairedFile[] = [];
    const snapshotPath = path.join(dir, SNAPSHOT);
    let generation = newestJournalGeneration(dir);
    if (existsSync(snapshotPath)) {
      const result = await repairFile(snapshotPath, (records) => {
        const header = records[0];
        if (header && typeof header.generation === 'number' && !('op' in header)) return records;
        // The header was lost: the journal that follows the snapshot names its generation.
        return [{ generation }, ...records];
      });
      if (result) repaired.push(result);
      const header = decodeRecords(readFileSync(snapshotPath)).records[0];
      generation = Number(header?.generation ?? generation);
    }
    const journalPath = path.join(dir, journalName(generation));
    if (existsSync(journalPath)) {
      const result = await repairFile(journalPath, (records) => records);
      if (result) repaired.push(result);
    }
    return repaired;
  } finally {
    lock.release();
  }
}

async function repairFile(
  file: string,
  shape: (records: Document[]) => Document[],
): Promise<RepairedFile | undefined> {
  const data = readFileSync(file);
  if (!decodeRecords(data).damage) return undefined;
  const backup = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  copyFileSync(file, backup);
  await fsyncPath(backup);
  const { records, skipped } = salvageRecords(data);
  const kept = shape(records);
  const tmp = `${file}.repair.tmp`;
  await fsp.writeFile(tmp, Buffer.concat(kept.map((record) => encodeRecord(record))));
  await fsyncPath(tmp);
  await fsp.rename(tmp, file);
  await fsyncPath(path.dirname(file));
  return { file, backup, recordsKept: records.length, skipped };
}

function newestJournalGeneration(dir: string): number {
  const generations = readdirSync(dir)
    .map((name) => /^journal-(\d+)\.log$/.exec(name)?.[1])
    .filter((g): g is string => g !== undefined)
    .map(Number);
  return generations.length > 0 ? Math.max(...generations) : 0;
}
