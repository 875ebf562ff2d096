import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openBackupDatabase } from './backup-database';
import { oneLine } from './backup-refusal';
import { restoreBackup } from './restore-backup';

const USAGE = `Usage: npm run restore -w api -- --file <archive> [--force]
  Restores an archive made by \`npm run backup -w api\` into the API's database (MONGODB_URI, or the
  embedded database in DATA_DIR). The archive is checked whole first (BACKUP_KEY for an encrypted one);
  the database must be empty unless --force, which drops what it holds first.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { file: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.file) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const database = await openBackupDatabase(config);
  try {
    console.error(`Restoring ${values.file} into ${database.description} …`);
    const result = await restoreBackup(database, {
      file: values.file,
      key: config.backupKey,
      force: values.force === true,
    });
    const { manifest } = result;
    console.log(
      `Restored ${result.documents} documents in ${manifest.collections.length} collections and ${result.mediaFiles} media files ` +
        `(backup of ${manifest.createdAt}) in ${(result.durationMs / 1000).toFixed(1)} s` +
        (result.replacedDocuments > 0 ? `, replacing ${result.replacedDocuments} documents` : ''),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Restore refused: ${oneLine(error)}`);
  process.exit(1);
});
