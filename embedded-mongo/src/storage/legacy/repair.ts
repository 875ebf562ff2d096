import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Document } from 'bson';
import type { RepairedFile } from '../repair';
import { SNAPSHOT, fsyncPath, journalName } from './journal-files';
import { decodeRecords, encodeRecord, salvageRecords } from './record-file';

/**
 * Rewrites each damaged journal-format file of a (stopped, locked) data folder with every intact record it
 * still holds, after copying the original aside, so that the folder can then be upgraded. Records lost in a
 * damaged stretch are gone: the documents they changed keep their previous version (or reappear, for a lost
 * delete).
 */
export async function repairJournalFiles(dir: string): Promise<RepairedFile[]> {
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
  return {
    file,
    backup,
    kept: records.length,
    lost: skipped.map(([start, end]) => `bytes ${start}-${end} held no intact record`),
  };
}

function newestJournalGeneration(dir: string): number {
  const generations = readdirSync(dir)
    .map((name) => /^journal-(\d+)\.log$/.exec(name)?.[1])
    .filter((g): g is string => g !== undefined)
    .map(Number);
  return generations.length > 0 ? Math.max(...generations) : 0;
}
