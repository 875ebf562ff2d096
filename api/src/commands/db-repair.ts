/**
 * Repairs a damaged embedded-mongo data directory (the server must be stopped): SQLite's integrity check
 * and every document's checksum, then a new database from every document still readable (see
 * embedded-mongo/README.md):
 *   npm run db:repair -w api -- --data-dir <folder>     (in a deploy folder: node api/dist/db-repair.js …)
 * Without --data-dir it uses DATA_DIR, then `.data`, read from the project's root like the API does.
 */
import { parseArgs } from 'node:util';
import { repairDataDir } from '@mwangaza/embedded-mongo';
import { projectPath, typedPath } from '../config/project-root';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
  const given = values['data-dir'];
  const dir = given ? typedPath(given) : projectPath(process.env.DATA_DIR?.trim() || '.data');
  const repaired = await repairDataDir(dir);
  if (repaired.length === 0) {
    console.log(`${dir}: no damage found, nothing changed.`);
    return;
  }
  for (const r of repaired) {
    // A database reports documents; a folder still in the journal format of earlier versions, records.
    const unit = r.file.endsWith('.sqlite') ? 'documents' : 'intact records';
    console.log(`${r.file}: kept ${r.kept} ${unit}.`);
    for (const line of r.lost) console.log(`  lost: ${line}`);
    console.log(`  the damaged original is kept as ${r.backup}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
