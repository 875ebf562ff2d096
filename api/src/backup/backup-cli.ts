import { loadConfig } from '../config';
import { openBackupDatabase } from './backup-database';
import { oneLine } from './backup-refusal';
import { createBackup } from './create-backup';
import { describeBackup } from './describe';

/**
 * `npm run backup -w api`: one archive of the API's database (MONGODB_URI, or the embedded database in
 * DATA_DIR, online through a running API) in BACKUP_DIR, encrypted with BACKUP_KEY when set. What it did
 * goes to stderr; the archive's path alone to stdout, for scripts.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openBackupDatabase(config);
  try {
    console.error(`Backing up ${database.description} …`);
    const result = await createBackup(database, { dir: config.backupDir, key: config.backupKey });
    console.error(describeBackup(result));
    console.log(result.file);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${oneLine(error)}`);
  process.exit(1);
});
