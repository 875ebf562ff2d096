import { promises as fsp } from 'node:fs';

/**
 * The files of the journal format that earlier versions wrote (a snapshot and the journal of its
 * generation): read once, to upgrade a data folder (upgrade.ts), and repaired by `repairDataDir` when an
 * unreadable record stops that upgrade.
 */
export const SNAPSHOT = 'snapshot.bson';
export const SNAPSHOT_TMP = 'snapshot.bson.tmp';
export const journalName = (generation: number): string => `journal-${generation}.log`;
export const JOURNAL_FILE = /^journal-(\d+)\.log$/;

/** Flushes a file, or a directory's entries (a rename or a new file), to the disk. */
export async function fsyncPath(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
