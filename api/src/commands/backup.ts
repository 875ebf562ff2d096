import { loadConfig } from '../config';
import { createBackup } from '../backup/create-backup';
import { describeBackup } from '../backup/describe';
import { openCommandDatabase } from './command-database';
import { runCommand } from './run-command';

const USAGE = `Usage: npm run backup -w api   (in a deploy folder: node api/dist/backup.js)
  Writes one archive of the API's database (MONGODB_URI, or the embedded database in DATA_DIR, online
  through a running API) to BACKUP_DIR, encrypted with BACKUP_KEY when set (else authenticated with
  TWO_FACTOR_KEY), and prints its path.`;

/**
 * One archive of the API's database in BACKUP_DIR. What it did goes to stderr; the archive's path alone to
 * stdout, for scripts.
 */
runCommand('Backup failed', async () => {
  if (process.argv.includes('--help')) return void console.log(USAGE);
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  try {
    console.error(`Backing up ${database.description} …`);
    const result = await createBackup(database, {
      dir: config.backupDir,
      key: config.backupKey,
      authKey: config.twoFactorKey,
    });
    console.error(describeBackup(result));
    console.log(result.file);
  } finally {
    await database.close();
  }
});
