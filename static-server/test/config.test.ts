import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadStaticConfig } from '../src/config/load-static-config';
import { createBuildFolder } from './fixtures';

jest.setTimeout(30_000);

const strong = randomBytes(48).toString('base64');
const production = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://www.example.com',
  PROXY_SECRET: strong,
};

/** The problems the configuration is refused with (none: it loads). */
function problemsOf(app: 'shell' | 'public-site' | 'admin-console', env: Record<string, string | undefined>) {
  try {
    loadStaticConfig(app, env);
    return [];
  } catch (error) {
    return (error as { problems?: string[] }).problems ?? [String(error)];
  }
}

describe('the static servers’ configuration', () => {
  it('keeps the development defaults of each app', () => {
    const shell = loadStaticConfig('shell', {});
    expect(shell).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      apiUrl: 'http://localhost:4000',
      prerender: true,
      trustProxy: false,
      seo: { publicBaseUrl: 'https://www.mwangaza-analytics.co.ke' },
      runtimeEnv: { PUBLIC_SITE_URL: 'http://localhost:3001', API_BASE: '/api' },
    });
    expect(loadStaticConfig('public-site', {})).toMatchObject({
      port: 3001,
      apiUrl: undefined,
      corsOrigin: '*',
    });
    expect(loadStaticConfig('admin-console', {}, { port: '0' })).toMatchObject({ port: 0 });
    expect(loadStaticConfig('shell', { PRERENDER: '0', TRUST_PROXY: '2' })).toMatchObject({
      prerender: false,
      trustProxy: 2,
    });
  });

  it('refuses values it cannot use, all at once', () => {
    expect(problemsOf('shell', { PORT: 'http', TRUST_PROXY: 'true', API_URL: 'localhost:4000' })).toEqual([
      'PORT must be an integer between 0 and 65535 (got "http")',
      'API_URL must be an absolute http or https URL (got "localhost:4000")',
      expect.stringMatching(/^TRUST_PROXY must be false, a number of proxies or their addresses/),
    ]);
  });

  it("requires the shell's https PUBLIC_BASE_URL in production instead of naming the live site", () => {
    expect(problemsOf('shell', production)).toEqual([]);
    expect(problemsOf('shell', { ...production, PUBLIC_BASE_URL: undefined })).toEqual([
      expect.stringMatching(/^PUBLIC_BASE_URL must be set in production/),
    ]);
    expect(problemsOf('shell', { ...production, PUBLIC_BASE_URL: 'http://staging.example.com' })).toEqual([
      'PUBLIC_BASE_URL must be an https address in production (got "http://staging.example.com").',
    ]);
    // The remotes' servers never write canonical links.
    expect(problemsOf('public-site', { NODE_ENV: 'production' })).toEqual([]);
  });

  it("requires the shell's strong PROXY_SECRET in production", () => {
    expect(problemsOf('shell', { ...production, PROXY_SECRET: undefined })).toEqual([
      expect.stringMatching(/^PROXY_SECRET must be set to at least 32 characters in production/),
    ]);
    expect(problemsOf('shell', { ...production, PROXY_SECRET: '0123456789abcdef0123456789abcdef' })).toEqual([
      expect.stringMatching(/^PROXY_SECRET is too easy to guess .*openssl rand -base64 48/),
    ]);
  });

  it('the shell’s server refuses to start in production without its addresses, saying why', async () => {
    const root = createBuildFolder();
    try {
      const cli = path.resolve(__dirname, '../src/cli.ts');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', cli, '--app', 'shell', '--root', root, '--host', '127.0.0.1', '--port', '0'],
        { env: { ...process.env, NODE_ENV: 'production', PRERENDER: '0', PROXY_SECRET: strong } },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // An old server that starts anyway is stopped, and the test fails on what it printed.
        if (/ at http/.test(output)) child.kill('SIGTERM');
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(output).toContain('Configuration error: PUBLIC_BASE_URL must be set in production');
      expect(code).toBe(1);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
