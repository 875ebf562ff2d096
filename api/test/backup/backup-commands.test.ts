import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { verifyArchive } from '../../src/backup/verify-archive';
import { startDatabase, startTestApp, TEST_ENV, type TestApp, type TestDatabase } from '../helpers/test-app';
import { tempFolder } from './helpers';

jest.setTimeout(120_000);

const API = path.resolve(__dirname, '../..');
const dataDir = tempFolder('backup-commands-data');
const restoredDir = tempFolder('backup-commands-restored');
const backupDir = tempFolder('backup-commands-archives');

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -w api` as an operator runs it: its own process, the API's environment. */
function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Ran> {
  const { MONGODB_URI: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `src/commands/${script}.ts`, ...args], {
    cwd: API,
    env: { ...inherited, ...TEST_ENV, BACKUP_DIR: backupDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const enquiry = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  project: 'Dashboards',
});

describe('npm run backup on the embedded database', () => {
  let db: TestDatabase;
  let t: TestApp;
  let acknowledged = 0;

  beforeAll(async () => {
    // The API as `npm start` runs it: the embedded server on DATA_DIR, holding its lock.
    db = await startDatabase({ dataDir, dbName: 'mwangaza' });
    t = await startTestApp(db);
    for (let i = 0; i < 5; i += 1) {
      expect((await t.call('POST', '/contact', { body: enquiry(i) })).status).toBe(201);
      acknowledged += 1;
    }
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  test('backs up the running API online, through the server its lock file names, while enquiries arrive', async () => {
    let sending = true;
    const arriving = (async () => {
      for (let i = 100; sending; i += 1) {
        const answer = await t.call('POST', '/contact', { body: enquiry(i) });
        if (answer.status === 201) acknowledged += 1;
      }
    })();
    const before = acknowledged;
    const ran = await command('backup', [], { DATA_DIR: dataDir });
    sending = false;
    await arriving;
    expect(acknowledged).toBeGreaterThan(before);
    expect(ran.stderr).toContain(`through the running server (process ${process.pid})`);
    expect(ran.code).toBe(0);
    const file = ran.stdout.trim();
    expect(path.dirname(file)).toBe(backupDir);
    // Plain: authenticated with the TWO_FACTOR_KEY the command ran with (the development key here).
    const manifest = await verifyArchive(file, undefined, {
      authKeys: [loadConfig({ NODE_ENV: 'test' }).twoFactorKey],
    });
    expect(manifest.consistency).toBe('snapshot');
    const enquiries = manifest.collections.find((c) => c.name === 'enquiries')!.count;
    expect(enquiries).toBeGreaterThanOrEqual(before);
    expect(enquiries).toBeLessThanOrEqual(acknowledged);
  });

  test('with nothing running, opens DATA_DIR itself; the archive restores into another folder once', async () => {
    await t.close();
    await db.stop();
    const ran = await command('backup', [], { DATA_DIR: dataDir, BACKUP_KEY: 'k9'.repeat(20) });
    expect(ran.stderr).toContain('opened by this command');
    expect(ran.code).toBe(0);
    const file = ran.stdout.trim();
    expect(file).toMatch(/\.tar\.gz\.enc$/);

    const env = { DATA_DIR: restoredDir, BACKUP_KEY: 'k9'.repeat(20) };
    const restored = await command('restore', ['--file', file], env);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ documents in \d+ collections and \d+ media files/);
    const manifest = await verifyArchive(file, 'k9'.repeat(20));
    expect(manifest.collections.find((c) => c.name === 'enquiries')!.count).toBe(acknowledged);

    const again = await command('restore', ['--file', file], env);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(
      /^Restore refused: the database "mwangaza" is not empty \(\d+ documents in \d+ collections\): restore into an empty database, or add --force to replace what it holds$/m,
    );
    const wrongKey = await command('restore', ['--file', file, '--force'], {
      ...env,
      BACKUP_KEY: 'x7'.repeat(20),
    });
    expect(wrongKey.stderr).toContain(
      'Restore refused: BACKUP_KEY does not open this archive: it was encrypted with another key',
    );
    expect((await command('restore', [], env)).stdout).toContain('Usage: npm run restore -w api -- --file');
  });
});
