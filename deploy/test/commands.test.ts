import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getFreePort } from '@mwangaza/browser-testing/processes';
import { startProcess, type RunningProcess } from './production/process';

/**
 * The operator's commands as production runs them: from a deploy folder (`npm run deploy-folder`, production
 * dependencies only, no TypeScript or tsx), each bundle started with `node api/dist/<command>.js`. On the
 * embedded database they work on the folder's `.data` whichever folder they start in, and beside the
 * database process they reach it through its lock file. Needs a build (`npm run build`; npm test makes one).
 */

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const built = fs.existsSync(path.join(ROOT, 'api/dist/server.js'));
if (!built && process.env.CI) throw new Error('the deploy folder test needs a build: npm run build');
const describeBuilt = built ? describe : describe.skip;
const exec = promisify(execFile);

describeBuilt('the API commands in a deploy folder', () => {
  let dir: string;
  let app: string;
  let db: RunningProcess | undefined;
  const ADMIN = { email: 'ops@example.com', password: 'Deploy-Folder-Pass-7' };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mwangaza-deploy-commands-'));
    app = path.join(dir, 'app');
    await exec(process.execPath, [path.join(ROOT, 'deploy/deploy-folder.mjs'), app, '--service', 'api']);
  });

  afterAll(async () => {
    await db?.terminate().catch(() => db?.kill());
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** `node api/dist/<command>.js …` with only PATH and `env`, started in `cwd` (default: the folder's api/). */
  async function run(command: string, args: string[] = [], env: Record<string, string> = {}, cwd = 'api') {
    const bundle = path.join(app, 'api/dist', `${command}.js`);
    return exec(process.execPath, [bundle, ...args], {
      cwd: path.join(app, cwd),
      env: { PATH: process.env.PATH, ...env },
    });
  }

  it('has production dependencies only: no tsx, TypeScript or jest', () => {
    for (const tool of ['tsx', 'typescript', 'jest', 'esbuild'])
      expect(fs.existsSync(path.join(app, 'node_modules', tool))).toBe(false);
  });

  it('check-config, restore and create-admin explain themselves', async () => {
    expect((await run('check-config', ['--help'])).stdout).toContain('node api/dist/check-config.js');
    expect((await run('restore', ['--help'])).stdout).toContain('node api/dist/restore.js');
    expect((await run('create-admin', ['--help'])).stdout).toContain('node api/dist/create-admin.js');
  });

  it("migrate, seed and create-admin work on the folder's .data, wherever they start", async () => {
    const status = await run('migrate', ['--status']);
    expect(status.stdout).toContain(`the embedded database in ${path.join(app, '.data')} (opened by this`);
    expect(status.stdout).toMatch(/pending +content-slugs/);
    expect(fs.existsSync(path.join(app, 'api/.data'))).toBe(false);

    expect((await run('migrate', [], {}, '.')).stdout).toMatch(
      /Applied \d+ migration\(s\)[^]*Nothing pending/,
    );
    expect((await run('seed')).stdout).toMatch(/Seeded 7 services, 5 culture items/);
    const created = await run('create-admin', ['--email', ADMIN.email, '--name', 'Ops Lead'], {
      ADMIN_PASSWORD: ADMIN.password,
      PASSWORD_HASH_COST: '10',
    });
    expect(created.stdout).toContain(`Administrator created: ${ADMIN.email}`);
  });

  it('backup reaches the database process through its lock file; restore fills another folder; db-repair checks one', async () => {
    const port = await getFreePort();
    db = await startProcess({
      name: 'db',
      command: process.execPath,
      args: ['api/dist/db.js'],
      cwd: app,
      env: { PATH: process.env.PATH, EMBEDDED_DB_PORT: String(port) },
      port,
      logFile: path.join(dir, 'db.log'),
      ready: ({ lines }) => Promise.resolve(lines.some((line) => line.includes('"mongodbUri"'))),
    });
    const backup = await run('backup');
    expect(backup.stderr).toContain(`through the running server (process ${db.pid})`);
    const archive = backup.stdout.trim();
    expect(path.dirname(archive)).toBe(path.join(app, 'backups'));
    expect(fs.existsSync(archive)).toBe(true);
    expect((await db.terminate()).code).toBe(0);
    db = undefined;

    const restored = await run('restore', ['--file', archive], { DATA_DIR: path.join(dir, 'restored') });
    expect(restored.stdout).toMatch(/^Restored \d+ documents in \d+ collections and 0 media files/);
    const repaired = await run('db-repair', ['--data-dir', path.join(dir, 'restored')]);
    expect(repaired.stdout).toContain('no damage found, nothing changed');
  });
});
