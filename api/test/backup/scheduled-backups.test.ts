import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOUR } from '../helpers/clock';
import { setUpInstances } from '../helpers/instances';
import { manualClock, startTestApp } from '../helpers/test-app';
import { tempFolder } from './helpers';

jest.setTimeout(60_000);

const START = Date.parse('2026-05-04T08:00:00Z');
const clock = manualClock(START);
const dir = tempFolder('scheduled-backups');
const env = { BACKUP_DIR: dir, BACKUP_EVERY: '1h', BACKUP_KEEP: '2', LOG_LEVEL: 'info' };

const logs: { msg: string; file?: string; removed?: string[]; err?: { message: string } }[] = [];
const logStream = { write: (line: string) => void logs.push(JSON.parse(line)) };

// Two API instances on one database and one backup folder, on the same clock.
const instances = setUpInstances([env, env], { clock: clock.now, logStream });

const archives = () =>
  readdirSync(dir)
    .filter((name) => name.startsWith('mwangaza-backup-'))
    .sort();
const runDueEverywhere = () => Promise.all(instances.map((instance) => instance.app.backups.runDue()));
const written = () => logs.filter((line) => line.msg.startsWith('scheduled backup written'));

test('several instances take one backup per period, logged, with its status on every instance', async () => {
  await runDueEverywhere();
  expect(archives()).toEqual(['mwangaza-backup-2026-05-04T08-00-00-000Z.tar.gz']);
  expect(written()).toHaveLength(1);
  expect(written()[0]!.msg).toMatch(/^scheduled backup written: Backed up \d+ documents in \d+ collections/);

  // Within the same period nothing more is taken.
  clock.advance(HOUR / 2);
  expect(await runDueEverywhere()).toEqual(['claimed-elsewhere', 'claimed-elsewhere']);
  expect(archives()).toHaveLength(1);

  const size = statSync(path.join(dir, archives()[0]!)).size;
  for (const instance of instances) {
    expect(await instance.app.backups.status()).toMatchObject({
      scheduled: true,
      lastSuccessAt: new Date(START),
      lastSizeBytes: size,
      lastDurationMs: expect.any(Number),
      failures: 0,
      nextAt: new Date(START + HOUR),
    });
  }
});

test('each new period gets its backup and only the newest BACKUP_KEEP archives stay', async () => {
  clock.advance(HOUR / 2);
  expect((await runDueEverywhere()).filter((outcome) => outcome === 'taken')).toHaveLength(1);
  clock.advance(HOUR);
  expect((await runDueEverywhere()).filter((outcome) => outcome === 'taken')).toHaveLength(1);
  expect(archives()).toEqual([
    'mwangaza-backup-2026-05-04T09-00-00-000Z.tar.gz',
    'mwangaza-backup-2026-05-04T10-00-00-000Z.tar.gz',
  ]);
  expect(written().at(-1)!.removed).toEqual(['mwangaza-backup-2026-05-04T08-00-00-000Z.tar.gz']);
});

test("a crash's half-written archive is deleted once a day old; one being written is left alone", async () => {
  const DAY = 24 * HOUR;
  const partial = (at: string) => path.join(dir, `mwangaza-backup-${at}.tar.gz.partial`);
  const crashed = partial('2026-05-02T10-00-00-000Z');
  const writing = partial('2026-05-04T10-30-00-000Z');
  for (const [file, age] of [
    [crashed, DAY + HOUR],
    [writing, HOUR / 2],
  ] as const) {
    writeFileSync(file, 'half an archive');
    const modified = new Date(clock.now() - age);
    utimesSync(file, modified, modified);
  }
  clock.advance(HOUR);
  expect((await runDueEverywhere()).filter((outcome) => outcome === 'taken')).toHaveLength(1);
  expect(existsSync(crashed)).toBe(false);
  expect(existsSync(writing)).toBe(true);
  expect(written().at(-1)!.removed).toContain(path.basename(crashed));
  rmSync(writing);
});

test('a failed backup is logged and counted, and the next period tries again', async () => {
  // An instance whose BACKUP_DIR cannot be a folder: a file is in its place.
  const blocked = path.join(dir, 'not-a-folder');
  writeFileSync(blocked, '');
  const broken = await startTestApp(
    instances.db,
    { ...env, BACKUP_DIR: blocked },
    { clock: clock.now, logStream },
  );
  try {
    clock.advance(HOUR);
    // The broken instance claims the period first.
    expect(await broken.app.backups.runDue()).toBe('failed');
    expect(await runDueEverywhere()).toEqual(['claimed-elsewhere', 'claimed-elsewhere']);
    expect(logs.some((line) => line.msg === 'scheduled backup failed')).toBe(true);
    expect(await instances[0]!.app.backups.status()).toMatchObject({
      failures: 1,
      lastFailureAt: new Date(clock.now()),
      lastError: expect.stringContaining('not-a-folder'),
      lastSuccessAt: new Date(START + 3 * HOUR),
    });
  } finally {
    await broken.close();
  }
  clock.advance(HOUR);
  expect((await runDueEverywhere()).filter((outcome) => outcome === 'taken')).toHaveLength(1);
  expect((await instances[1]!.app.backups.status()).lastSuccessAt).toEqual(new Date(clock.now()));
});
