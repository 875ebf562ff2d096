import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { flipBit, journalWithDocs, recordOffsets, storedNumbers } from '@mwangaza/embedded-mongo/testing';

test('the documented repair command works from the command line', async () => {
  const { dataDir, journal } = await journalWithDocs(8);
  flipBit(journal, (recordOffsets(readFileSync(journal))[3] as number) + 12);
  const result = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, '../src/commands/db-repair.ts'), '--data-dir', dataDir],
    { encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('kept 8 intact records');
  expect(await storedNumbers(dataDir)).toEqual([0, 1, 3, 4, 5, 6, 7]);
}, 30_000); // starts tsx in a child process: slow on a loaded machine
