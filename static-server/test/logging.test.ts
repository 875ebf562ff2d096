import fs from 'node:fs';
import { loadStaticConfig } from '../src/config/load-static-config';
import { createBuildFolder } from './fixtures';
import { spawnStaticServer, type RunningServer } from './spawn-server';

jest.setTimeout(60_000);

describe("the static servers' log settings", () => {
  it.each([
    ['production', { NODE_ENV: 'production' }, { level: 'info', requests: true }],
    [
      'production without request lines',
      { NODE_ENV: 'production', LOG_REQUESTS: '0' },
      { level: 'info', requests: false },
    ],
    ['production at warn', { NODE_ENV: 'production', LOG_LEVEL: 'warn' }, { level: 'warn', requests: true }],
    ['development', {}, { level: 'silent', requests: false }],
    ['tests', { NODE_ENV: 'test' }, { level: 'silent', requests: false }],
    ['development, asked for', { LOG_REQUESTS: '1' }, { level: 'info', requests: true }],
  ])('%s', (_case, env, expected) => {
    expect(loadStaticConfig('admin-console', env).log).toEqual(expected);
  });
});

describe('the static server CLI', () => {
  let root: string;
  const running: RunningServer[] = [];

  beforeAll(() => {
    root = createBuildFolder();
  });

  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The server's whole output after requests (by default a file and a missing one), read once it has stopped. */
  async function outputOf(
    env: NodeJS.ProcessEnv,
    paths = ['/remoteEntry.js', '/missing.js'],
  ): Promise<string[]> {
    const server = await spawnStaticServer(['--app', 'admin-console', '--root', root], env);
    running.push(server);
    for (const path of paths) await fetch(`${server.url}${path}`);
    await server.stop();
    return server.output().split('\n').filter(Boolean);
  }
  const json = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes JSON lines in production: one per request, with its id, method, URL, status and time', async () => {
    const written = json(await outputOf({ NODE_ENV: 'production', LOG_REQUESTS: '', LOG_LEVEL: '' }));
    expect(written.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        req: { method: 'GET', url: '/remoteEntry.js', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        time: expect.any(Number),
      }),
      expect.objectContaining({
        req: expect.objectContaining({ url: '/missing.js' }),
        res: { statusCode: 404 },
      }),
    ]);
    expect(written.some((line) => String(line.msg).startsWith('admin-console served from'))).toBe(true);
  });

  it("never writes a one-time link's token: in a query, or a staff preview's in its path", async () => {
    const output = await outputOf({ NODE_ENV: 'production', LOG_REQUESTS: '', LOG_LEVEL: '' }, [
      '/admin/reset-password?token=s3cret-reset&next=1',
      '/preview/case-studies/s3cret-preview-page',
      '/api/case-studies/preview/s3cret-preview-read',
    ]);
    const urls = json(output)
      .filter((line) => line.msg === 'request completed')
      .map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual([
      '/admin/reset-password?token=[redacted]&next=1',
      '/preview/case-studies/[redacted]',
      '/api/case-studies/preview/[redacted]',
    ]);
    expect(output.join('\n')).not.toContain('s3cret');
  });

  it('stays quiet in development and tests, as before, unless asked', async () => {
    expect(await outputOf({ NODE_ENV: 'test', LOG_REQUESTS: '', LOG_LEVEL: '' })).toEqual([
      expect.stringMatching(/^admin-console served from .* at http:/),
    ]);
    const asked = json(await outputOf({ NODE_ENV: 'test', LOG_REQUESTS: '1', LOG_LEVEL: '' }));
    expect(asked.filter((line) => line.msg === 'request completed')).toHaveLength(2);
  });
});
