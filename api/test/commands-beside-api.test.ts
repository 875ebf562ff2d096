import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startDatabase, startTestApp, TEST_ENV, type TestApp, type TestDatabase } from './helpers/test-app';

jest.setTimeout(90_000);

/**
 * The operator's commands on the embedded database while the API runs on the same DATA_DIR (as with
 * `npm start`): each reaches the running server at the address its lock file records, where opening the
 * folder itself would fail on the lock, and what it does is what the running API then serves.
 */

const exec = promisify(execFile);
const API = path.resolve(__dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mwangaza-commands-beside-api-'));
let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await startDatabase({ dataDir, dbName: 'mwangaza' });
  t = await startTestApp(db);
});

afterAll(async () => {
  await t?.close();
  await db?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run <command> -w api -- ...args` with the API's own environment (its DATA_DIR, no MONGODB_URI). */
async function command(name: string, ...args: string[]): Promise<string> {
  const { MONGODB_URI: _external, ...inherited } = process.env;
  const { stdout } = await exec(
    process.execPath,
    ['--import', 'tsx', path.join(API, 'src/commands', `${name}.ts`), ...args],
    { cwd: API, env: { ...inherited, ...TEST_ENV, DATA_DIR: dataDir, ADMIN_PASSWORD: 'Beside-the-API-42' } },
  );
  return stdout;
}

const throughTheServer = `through the running server (process ${process.pid})`;

it('migrate --status lists the running API’s migrations', async () => {
  const status = await command('migrate', '--status');
  expect(status).toContain(`Start-up steps of the embedded database in ${dataDir}, ${throughTheServer}`);
  expect(status).toMatch(/applied .* seed:first-start-content/);
  expect(status).toContain('Nothing pending.');
});

it('seed finds the database the running API seeded', async () => {
  const seeded = await command('seed');
  expect(seeded).toContain(throughTheServer);
  expect(seeded).toMatch(/Nothing to do: this database was seeded on /);
});

it('create-admin makes an administrator who signs in to the running API at once', async () => {
  const created = await command('create-admin', '--email', 'beside@example.com', '--name', 'Beside Api');
  expect(created).toContain('Administrator created: beside@example.com');
  const login = await t.call('POST', '/auth/login', {
    body: { email: 'beside@example.com', password: 'Beside-the-API-42' },
  });
  expect(login.status).toBe(200);
  expect(login.body.data.user.role).toBe('admin');
});
