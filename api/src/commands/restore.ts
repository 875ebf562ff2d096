import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore-backup';
import { loadConfig } from '../config';
import { typedPath } from '../config/project-root';
import { openCommandDatabase } from './command-database';
import { runCommand } from './run-command';

const USAGE = `Usage: npm run restore -w api -- --file <archive> [--force] [--accept-unauthenticated]
  (in a deploy folder: node api/dist/restore.js …)
  Restores an archive made by the backup command into the API's database (MONGODB_URI, or the embedded
  database in DATA_DIR). The archive is checked whole first (BACKUP_KEY for an encrypted one; a plain one
  must authenticate with TWO_FACTOR_KEY or TWO_FACTOR_PREVIOUS_KEYS); the database must be empty unless
  --force, which drops what it holds first. --accept-unauthenticated restores a plain archive that carries
  no authentication (made by an earlier version): only one you know the origin of.`;

runCommand('Restore refused', async () => {
  const { values } = parseArgs({
    options: {
      file: { type: 'string' },
      force: { type: 'boolean' },
      'accept-unauthenticated': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.file) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const file = typedPath(values.file);
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  try {
    console.error(`Restoring ${file} into ${database.description} …`);
    const result = await restoreBackup(database, {
      file,
      key: config.backupKey,
      force: values.force === true,
      authKeys: [config.twoFactorKey, ...config.twoFactorPreviousKeys],
      acceptUnauthenticated: values['accept-unauthenticated'] === true,
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
});
