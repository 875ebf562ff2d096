/**
 * Repairs a damaged embedded-mongo data directory (the server must be stopped):
 *   npm run db:repair -w api -- --data-dir .data
 * Without --data-dir it uses DATA_DIR, then `.data`, like the API.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repairDataDir } from './storage/repair';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
  const dir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? '.data');
  const repaired = await repairDataDir(dir);
  if (repaired.length === 0) {
    console.log(`${dir}: no damage found, nothing changed.`);
    return;
  }
  for (const r of repaired) {
    const ranges = r.skipped.map(([start, end]) => `${start}-${end}`).join(', ');
    console.log(`${r.file}: kept ${r.recordsKept} intact records, skipped bytes ${ranges}.`);
    console.log(`  the damaged original is kept as ${r.backup}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
