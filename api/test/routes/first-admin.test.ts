import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { login, type TestApp, type TestDatabase, withTestApp } from '../helpers/test-app';

jest.setTimeout(90_000);

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

// Each test on a database of its own with demo mode off (no demo admin to get in the way).
const withApp = (env: Record<string, string>, body: (t: TestApp, db: TestDatabase) => Promise<void>) =>
  withTestApp({ env: { DEMO_MODE: 'false', ...env } }, body);

const account = (i: number) => ({
  fullName: `Person ${i}`,
  email: `person${i}@example.com`,
  password: `Kahawa-ya-asubuhi-${i}`,
});

describe('the first administrator', () => {
  it('is exactly one of eight concurrent first registrations', async () => {
    await withApp({ ALLOW_FIRST_ADMIN_REGISTRATION: 'true' }, async (t) => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => t.call('POST', '/auth/register', { body: account(i) })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
      const roles = results.map((r) => r.body.data.user.role).sort();
      expect(roles).toEqual(['admin', ...Array(7).fill('user')]);
    });
  });

  it('registers through the console where accounts are by invitation, and then registration closes', async () => {
    await withApp({ ALLOW_FIRST_ADMIN_REGISTRATION: 'true', REGISTRATION: 'invite' }, async (t) => {
      expect((await t.call('GET', '/config')).body.data.registration).toBe('open');
      const results = await Promise.all(
        [1, 2, 3].map((i) => t.call('POST', '/auth/register', { body: account(i) })),
      );
      // One first administrator; the others are refused as the invitation-only rule says.
      expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
      expect(results.find((r) => r.status === 201)!.body.data.user.role).toBe('admin');
      expect((await t.call('GET', '/config')).body.data.registration).toBe('invite');
      expect(await t.call('POST', '/auth/register', { body: account(4) })).toMatchObject({
        status: 403,
        body: { message: 'Accounts are by invitation. Please ask an administrator to invite you.' },
      });
    });
  });

  it('is not whoever registers first where self-registration of the first admin is off', async () => {
    await withApp({ ALLOW_FIRST_ADMIN_REGISTRATION: 'false' }, async (t) => {
      const first = await t.call('POST', '/auth/register', { body: account(1) });
      expect(first.status).toBe(201);
      expect(first.body.data.user.role).toBe('user');
    });
  });

  it('is made by `npm run create-admin -w api`, which prints a generated password once and promotes existing accounts', async () => {
    await withApp({ ALLOW_FIRST_ADMIN_REGISTRATION: 'false' }, async (t, db) => {
      const env = {
        ...process.env,
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: '10',
        MONGODB_URI: db.uri,
        MONGODB_DB_NAME: db.dbName,
      };
      const cli = (args: string[], extra: Record<string, string> = {}) =>
        run(process.execPath, ['--import', 'tsx', 'api/src/commands/create-admin.ts', ...args], {
          cwd: ROOT,
          env: { ...env, ...extra },
        });

      const created = await cli(['--email', 'Ops@Example.com', '--name', 'Operations Lead']);
      expect(created.stdout).toContain('Administrator created: ops@example.com');
      const password = /shown once, store it now\): (\S+)/.exec(created.stdout)?.[1];
      expect(password).toMatch(/^[\w-]{24}$/);
      expect((await login(t, 'ops@example.com', password)).user.role).toBe('admin');

      await t.call('POST', '/auth/register', { body: account(2) });
      const promoted = await cli([], {
        ADMIN_EMAIL: 'person2@example.com',
        ADMIN_PASSWORD: 'Another-long-pass-9',
      });
      expect(promoted.stdout).toContain('Existing account is now an administrator: person2@example.com');
      expect(promoted.stdout).not.toContain('shown once');
      expect((await login(t, 'person2@example.com', 'Another-long-pass-9')).user.role).toBe('admin');

      await expect(
        cli(['--email', 'x@example.com', '--name', 'X'], { ADMIN_PASSWORD: 'password' }),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining('too common'),
      });
    });
  });
});
