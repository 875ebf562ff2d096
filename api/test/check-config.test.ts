import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../..');

/** `npm run check-config -- ...args` with exactly this environment (and PATH), as an operator runs it. */
function checkConfig(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/check-config.ts'), ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
  });
}

const secret = () => randomBytes(48).toString('base64');

describe('npm run check-config', () => {
  it('prints every process’s effective configuration and exits 0 when nothing is wrong', async () => {
    const { code, out } = await checkConfig({});
    expect(out).toMatch(/^API \(node api\/dist\/server\.js\)$/m);
    expect(out).toMatch(/^Shell's server .*--app shell\)$/m);
    expect(out).toMatch(/^Admin console's server .*--app admin-console\)$/m);
    expect(out).toMatch(/^ {2}PORT +4000 +default$/m);
    expect(out).toMatch(/^ {2}PORT +3002 +default$/m);
    expect(out).toMatch(/No problems found/);
    expect(code).toBe(0);
  });

  it('masks secrets and passwords in URLs', async () => {
    const jwt = secret();
    const { out } = await checkConfig({
      JWT_SECRET: jwt,
      SMTP_URL: 'smtp://mailer:hunter2-password@mail.example.com:587',
      MONGODB_URI: 'mongodb://app:db-password@db1.example.com:27017/mwangaza?replicaSet=rs0',
    });
    expect(out).toMatch(/^ {2}JWT_SECRET +\(hidden: 64 characters\) +environment$/m);
    expect(out).toContain('smtp://mailer:****@mail.example.com:587');
    expect(out).toContain('mongodb://app:****@db1.example.com:27017/mwangaza?replicaSet=rs0');
    for (const leaked of [jwt, 'hunter2-password', 'db-password']) expect(out).not.toContain(leaked);
  });

  it('lists every problem of a production environment, and misspelt names with the likely one, and exits 1', async () => {
    const { code, out } = await checkConfig({
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://db:27017/app',
      JWT_SECRET: '0123456789abcdef0123456789abcdef',
      JWT_SECERT: secret(),
      TWO_FACTOR_KEY: secret(),
      CONSOLE_ULR: 'https://www.example.com/admin',
      PORT: 'eighty',
    });
    const problems = out.slice(out.indexOf('problem(s):')).trimEnd().split('\n').slice(1);
    expect(problems).toEqual([
      expect.stringMatching(/✖ api, shell, public-site, admin-console: PORT must be an integer/),
      expect.stringMatching(/✖ api: JWT_SECRET is too easy to guess .*openssl rand -base64 48/),
      expect.stringMatching(/✖ api: PROXY_SECRET must be set/),
      expect.stringMatching(/✖ api: CONSOLE_URL must be set in production/),
      expect.stringMatching(/✖ shell: PUBLIC_BASE_URL must be set in production/),
      expect.stringMatching(/✖ shell: PROXY_SECRET must be set/),
      '  ✖ CONSOLE_ULR is set but no process reads it: did you mean CONSOLE_URL?',
      '  ✖ JWT_SECERT is set but no process reads it: did you mean JWT_SECRET?',
    ]);
    expect(out).toMatch(/^8 problem\(s\):$/m);
    expect(code).toBe(1);
  });

  it('reads an env file under the environment, and checks only the processes asked for', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-config-'));
    try {
      const file = path.join(dir, 'shell.env');
      fs.writeFileSync(
        file,
        `NODE_ENV=production\nPUBLIC_BASE_URL=http://staging.example.com\nPROXY_SECRET=${secret()}\n`,
      );
      const refused = await checkConfig({}, '--env-file', file, '--only', 'shell');
      expect(refused.out).not.toMatch(/^API/m);
      expect(refused.out).toMatch(/✖ shell: PUBLIC_BASE_URL must be an https address in production/);
      expect(refused.code).toBe(1);
      const fixed = await checkConfig(
        { PUBLIC_BASE_URL: 'https://staging.example.com' },
        '--env-file',
        file,
        '--only',
        'shell',
      );
      expect(fixed.out).toMatch(/^ {2}PUBLIC_BASE_URL +https:\/\/staging\.example\.com +environment$/m);
      expect(fixed.code).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
