import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { damagePage, databaseWithDocs, offsetOfText, storedNumbers } from '@mwangaza/embedded-mongo/testing';

test('the documented repair command works from the command line', async () => {
  const { dataDir, file } = await databaseWithDocs(300);
  damagePage(file, offsetOfText(file, 150));
  const result = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, '../src/commands/db-repair.ts'), '--data-dir', dataDir],
    { encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const kept = Number(/kept (\d+) documents/.exec(result.stdout)?.[1]);
  expect(result.stdout).toMatch(/lost: app\.enquiries: records after \d+ and before \d+ could not be read/);
  expect(result.stdout).toContain('the damaged original is kept as');
  const stored = await storedNumbers(dataDir);
  expect(stored).toHaveLength(kept);
  expect(stored).not.toContain(150);
  expect(kept).toBeGreaterThan(200);
}, 30_000); // starts tsx in a child process: slow on a loaded machine
