import type { BackupResult } from './create-backup';

/** One line about a finished backup, for the command and the log. */
export function describeBackup(result: BackupResult): string {
  const { manifest } = result;
  const documents = manifest.collections.reduce((sum, collection) => sum + collection.count, 0);
  const mediaBytes = manifest.media.files.reduce((sum, file) => sum + file.length, 0);
  const moment =
    manifest.consistency === 'snapshot'
      ? `at cluster time ${manifest.snapshotTime!.t}.${manifest.snapshotTime!.i}`
      : 'without a snapshot (not a replica set: writes during the backup may be partly in it)';
  return (
    `Backed up ${documents} documents in ${manifest.collections.length} collections and ${manifest.media.files.length} ` +
    `media files (${megabytes(mediaBytes)}) ${moment}: ${megabytes(result.bytes)} in ${(result.durationMs / 1000).toFixed(1)} s`
  );
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
